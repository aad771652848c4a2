export interface FolderGraph {
  folders: string[];
  /** Folder arrows (A imports B) in all. */
  arrows: number;
  /** 'a <-> b' for every two folders that import each other. */
  pairs: string[];
  /** The largest set of folders that all reach each other (more than one), or []. */
  largestCycle: string[];
  /** 'from -> to (files)' for every arrow to a folder listed higher in the stack. */
  upward: string[];
  /** Folders of lib/ the stack does not list. */
  unlisted: string[];
}
export function folderGraph(root: string, layers: string[]): FolderGraph;
/** Lines over `max` characters, Markdown table rows apart: `path:line (length)`. */
export function longLines(root: string, max: number): string[];
/** Markdown table rows over `max` characters. */
export function longTableRows(root: string, max: number): string[];

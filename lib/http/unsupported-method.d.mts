import type { IncomingMessage, ServerResponse } from "node:http";

export declare const SUPPORTED_METHODS: readonly string[];
export declare function refuseUnsupportedMethod(req: IncomingMessage, res: ServerResponse): boolean;

// Ordered logit link from a rating difference to home/draw/away probabilities (Hvattum & Arntzen 2010,
// "Using ELO ratings for match result prediction in association football", IJF 26(3)):
//   P(away) = σ(c1 − βx),  P(away or draw) = σ(c2 − βx),  P(home) = 1 − σ(c2 − βx),  c1 < c2,
// with (β, c1, c2) fitted by maximum likelihood (Newton) on past (difference, result) pairs.

export interface OrderedLogit {
  beta: number;
  c1: number;
  c2: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function orderedLogitProbs(m: OrderedLogit, x: number): [number, number, number] {
  const pa = sigmoid(m.c1 - m.beta * x);
  const pad = sigmoid(m.c2 - m.beta * x);
  return [1 - pad, Math.max(1e-9, pad - pa), pa];
}

/**
 * Fits (β, c1, c2) by Newton–Raphson on pairs of x and outcome (0 home, 1 draw, 2 away), optionally
 * weighted, starting from `init`. A small ridge keeps the Hessian invertible on tiny samples.
 */
export function fitOrderedLogit(
  xs: ArrayLike<number>,
  outcomes: ArrayLike<number>,
  init: OrderedLogit,
  iterations = 8,
  weights?: ArrayLike<number>,
): OrderedLogit {
  let { beta, c1, c2 } = init;
  const n = xs.length;
  for (let it = 0; it < iterations; it++) {
    // Parameters θ = (β, c1, c2). Log-likelihood per observation:
    //   away: log F1, draw: log(F2 − F1), home: log(1 − F2), with Fj = σ(cj − βx).
    const g = [0, 0, 0];
    const H = [
      [1e-6, 0, 0],
      [0, 1e-6, 0],
      [0, 0, 1e-6],
    ];
    for (let i = 0; i < n; i++) {
      const x = xs[i]!;
      const w = weights ? weights[i]! : 1;
      const F1 = sigmoid(c1 - beta * x);
      const F2 = sigmoid(c2 - beta * x);
      const f1 = F1 * (1 - F1);
      const f2 = F2 * (1 - F2);
      const o = outcomes[i]!;
      // Gradient wrt (c1, c2) of the log-likelihood, β enters as −x times the sum of the c-gradients.
      let d1 = 0;
      let d2 = 0;
      // Second derivatives wrt (c1,c1), (c2,c2), (c1,c2).
      let h11 = 0;
      let h22 = 0;
      let h12 = 0;
      if (o === 2) {
        d1 = 1 - F1;
        h11 = -f1;
      } else if (o === 0) {
        d2 = -F2;
        h22 = -f2;
      } else {
        const diff = Math.max(1e-12, F2 - F1);
        d1 = -f1 / diff;
        d2 = f2 / diff;
        const f1p = f1 * (1 - 2 * F1);
        const f2p = f2 * (1 - 2 * F2);
        h11 = -f1p / diff - (f1 * f1) / (diff * diff);
        h22 = f2p / diff - (f2 * f2) / (diff * diff);
        h12 = (f1 * f2) / (diff * diff);
      }
      g[0]! += w * -x * (d1 + d2);
      g[1]! += w * d1;
      g[2]! += w * d2;
      H[0]![0]! -= w * x * x * (h11 + h22 + 2 * h12);
      H[0]![1]! -= w * -x * (h11 + h12);
      H[0]![2]! -= w * -x * (h22 + h12);
      H[1]![1]! -= w * h11;
      H[2]![2]! -= w * h22;
      H[1]![2]! -= w * h12;
    }
    H[1]![0] = H[0]![1]!;
    H[2]![0] = H[0]![2]!;
    H[2]![1] = H[1]![2]!;
    // Solve (−Hessian) · step = gradient.
    const step = solve3(H, g);
    if (!step) break;
    beta += step[0]!;
    c1 += step[1]!;
    c2 += step[2]!;
    if (c2 <= c1) c2 = c1 + 1e-3;
    if (Math.max(Math.abs(step[0]!), Math.abs(step[1]!), Math.abs(step[2]!)) < 1e-9) break;
  }
  return { beta, c1, c2 };
}

function solve3(A: number[][], b: number[]): number[] | null {
  const m = A.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < 3; c++) {
    let p = c;
    for (let r = c + 1; r < 3; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    if (Math.abs(m[p]![c]!) < 1e-15) return null;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < 3; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k < 4; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return [m[0]![3]! / m[0]![0]!, m[1]![3]! / m[1]![1]!, m[2]![3]! / m[2]![2]!];
}

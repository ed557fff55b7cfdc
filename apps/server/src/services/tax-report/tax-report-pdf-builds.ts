/**
 * The tax report PDFs of one process: each user's last built PDF, handed out again while what
 * it was built from (its key: the user's bets version, the year, the language, the zone, the
 * name, the day, the rates) is unchanged, and at most one being built per user at a time.
 * A PDF costs about a second of CPU per 5,000 bets listed; a repeat download of an unchanged
 * report costs nothing, and one account asking for different ones in parallel cannot keep
 * several builds going at once (the route also counts builds per user across processes).
 */

/** Another PDF of the user's is being built: the route answers 429 with Retry-After. */
export class PdfBuildBusy extends Error {
  constructor() {
    super('A tax report PDF of this user is being built');
  }
}

/**
 * The user has built too many PDFs lately (beforeBuild's refusal): the route answers 429 with
 * Retry-After, to each request that waited on the build, not only to the one that started it.
 */
export class PdfBuildLimited extends Error {
  constructor(readonly waitSeconds: number) {
    super(`Too many tax report PDFs built; wait ${waitSeconds} s`);
  }
}

interface Building {
  key: string;
  pdf: Promise<Buffer>;
}

export interface PdfBuildSteps {
  /** Runs before a build (not for a reused PDF): the build limit, which may throw. */
  beforeBuild: () => Promise<void>;
  build: () => Promise<Buffer>;
}

/** 32 MB: some 100 PDFs of the most bets listed (5,000 bets: about 330 kB each). */
export const PDF_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export class TaxReportPdfBuilds {
  /** userId → last built PDF, least recently used first (a Map keeps insertion order). */
  readonly #built = new Map<number, { key: string; pdf: Buffer }>();
  readonly #building = new Map<number, Building>();
  #bytes = 0;

  constructor(readonly maxBytes = PDF_CACHE_MAX_BYTES) {}

  /** The bytes of the PDFs kept (tests). */
  get bytes(): number {
    return this.#bytes;
  }

  /**
   * The PDF for `key`: the one kept when its key is the same, the one being built when that
   * build has the same key (a double click), else a new one, unless the user has another
   * being built (PdfBuildBusy).
   */
  async get(userId: number, key: string, steps: PdfBuildSteps): Promise<Buffer> {
    const kept = this.#built.get(userId);
    if (kept?.key === key) {
      // Most recently used now: the last to be dropped.
      this.#built.delete(userId);
      this.#built.set(userId, kept);
      return kept.pdf;
    }
    const building = this.#building.get(userId);
    if (building) {
      if (building.key === key) return building.pdf;
      throw new PdfBuildBusy();
    }
    const pdf = this.#build(userId, key, steps);
    this.#building.set(userId, { key, pdf });
    try {
      return await pdf;
    } finally {
      this.#building.delete(userId);
    }
  }

  async #build(userId: number, key: string, steps: PdfBuildSteps): Promise<Buffer> {
    await steps.beforeBuild();
    const pdf = await steps.build();
    this.#keep(userId, key, pdf);
    return pdf;
  }

  #keep(userId: number, key: string, pdf: Buffer): void {
    const old = this.#built.get(userId);
    if (old) {
      this.#built.delete(userId);
      this.#bytes -= old.pdf.length;
    }
    if (pdf.length > this.maxBytes) return;
    for (const [oldestUser, oldest] of this.#built) {
      if (this.#bytes + pdf.length <= this.maxBytes) break;
      this.#built.delete(oldestUser);
      this.#bytes -= oldest.pdf.length;
    }
    this.#built.set(userId, { key, pdf });
    this.#bytes += pdf.length;
  }
}

// Shapes the offline engine passes around. Pure data: the engine never touches the database or network.

/** One block of a page's main text, in reading order. */
export type TextBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'text'; text: string; /** a Q&A question (summary, dt, "...?" heading) */ question?: boolean };

export interface ExtractedPage {
  url: string;
  title: string;
  description: string;
  /** Two-letter language from <html lang>, or '' when absent. */
  lang: string;
  blocks: TextBlock[];
  /** Absolute http(s) links found anywhere in the page (nav included), fragment stripped. */
  links: string[];
  /** Raw CSS from <style> blocks and inline style attributes, for the website analysis. */
  css: string;
  /** Stylesheet URLs (<link rel=stylesheet>), absolute. */
  stylesheets: string[];
}

/** A retrievable unit: a section of a page under one heading path. */
export interface Chunk {
  id: string;
  /** The knowledge item the chunk belongs to (page url, file src, text id). */
  sourceId: string;
  url: string;
  title: string;
  /** The page's meta description: page-level context shared by all its chunks. */
  description: string;
  headingPath: string[];
  /** A Q&A question heading this chunk answers, when there is one. */
  question: string;
  text: string;
  lang: string;
}

export interface Source {
  url: string;
  title: string;
}

export interface EngineAnswer {
  /** True when the knowledge holds no answer and the fallback should be shown. */
  deadEnd: boolean;
  text: string;
  sources: Source[];
  /** Language of the question (two letters). */
  lang: string;
  /** The chunks the answer was built from, best first (for an LLM prompt). */
  chunks: Chunk[];
  /** Best share of the question's specific terms one retrieved chunk holds. */
  confidence: number;
  /** What the dead-end decision was based on (see dead-end.ts). */
  signals?: import('./dead-end').DeadEndSignals;
}

/**
 * The main-thread side of the bots' worker: the latest request wins (a reply to an older request
 * is dropped as stale, e.g. when the table moved on), and a worker that is too slow or fails is
 * answered by the fallback — the beginner's decision, computed here — and restarted.
 */
import type { Remote } from 'comlink';
import type {
  Action,
  AnalyseRequest,
  Analysis,
  BotApi,
  CoachAdvice,
  CoachRequest,
  DecisionRequest,
  DecisionReview,
  ReviewRequest,
} from './protocol';

export type DecisionOutcome =
  | { readonly status: 'decided'; readonly action: Action }
  | { readonly status: 'fallback'; readonly action: Action; readonly reason: 'timeout' | 'error' }
  | { readonly status: 'stale' }
  /** Neither the worker nor the fallback could decide (a corrupt request): the caller chooses. */
  | { readonly status: 'failed'; readonly reason: string };

export type AnalysisOutcome =
  | { readonly status: 'analysed'; readonly analysis: Analysis | null }
  | { readonly status: 'stale' }
  | { readonly status: 'failed'; readonly reason: string };

export interface BotConnection {
  readonly api: Remote<BotApi>;
  readonly terminate: () => void;
}

export interface BotClientOptions {
  /** Opens a connection: a Web Worker in the app, a worker thread in Node. */
  readonly connect: () => BotConnection;
  readonly timeoutMs: number;
  /** The beginner's decision, computed on this thread when the worker is late or fails. */
  readonly fallback: (request: DecisionRequest) => Action;
  /**
   * Called at the first decision asked: the app fetches the fallback's code then. When that fetch
   * fails (offline before the code was cached), it is tried again at the next decision.
   */
  readonly prepareFallback?: () => Promise<void>;
}

export class BotClient {
  private connection: BotConnection;
  private latest = 0;
  private latestAnalysis = 0;
  private fallbackPrepared = false;

  constructor(private readonly options: BotClientOptions) {
    this.connection = options.connect();
  }

  async decide(request: DecisionRequest): Promise<DecisionOutcome> {
    if (!this.fallbackPrepared) {
      this.fallbackPrepared = true;
      this.options.prepareFallback?.().catch(() => {
        this.fallbackPrepared = false;
      });
    }
    const id = ++this.latest;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.options.timeoutMs);
    });
    let reply: Action | 'timeout' | 'error';
    try {
      reply = await Promise.race([this.connection.api.decide(request), late]);
    } catch {
      reply = 'error';
    } finally {
      clearTimeout(timer);
    }
    if (id !== this.latest) return { status: 'stale' };
    if (reply === 'timeout') {
      // A worker still busy with a stale question would delay every later one.
      this.restart();
      return this.fallBack(request, 'timeout');
    }
    if (reply === 'error') return this.fallBack(request, 'error');
    return { status: 'decided', action: reply };
  }

  private fallBack(request: DecisionRequest, reason: 'timeout' | 'error'): DecisionOutcome {
    try {
      return { status: 'fallback', action: this.options.fallback(request), reason };
    } catch (e) {
      return { status: 'failed', reason: e instanceof Error ? e.message : String(e) };
    }
  }

  /**
   * The coach's advice, from the same worker. It takes no part in latest-request-wins (the coach
   * driver keeps its own order) and has no fallback: when the worker fails, there is no hint.
   */
  async coach(request: CoachRequest): Promise<CoachAdvice | null> {
    try {
      return await this.connection.api.coach(request);
    } catch {
      return null;
    }
  }

  /**
   * The after-hand review of one decision, from the same worker: one small question at a time, so
   * the bots' decisions are never stuck behind a whole hand's review. No fallback: null on failure.
   */
  async review(request: ReviewRequest): Promise<DecisionReview | null> {
    try {
      return await this.connection.api.review(request);
    } catch {
      return null;
    }
  }

  /**
   * What each discard is worth, from the same worker, so that the page never waits on the search.
   * The latest analysis wins: the reply to an older one (the table moved on) comes back stale.
   * No fallback: a failure is reported, and the coach simply shows no figures.
   */
  async analyse(request: AnalyseRequest): Promise<AnalysisOutcome> {
    const id = ++this.latestAnalysis;
    let outcome: AnalysisOutcome;
    try {
      outcome = { status: 'analysed', analysis: await this.connection.api.analyse(request) };
    } catch (e) {
      outcome = { status: 'failed', reason: e instanceof Error ? e.message : String(e) };
    }
    return id === this.latestAnalysis ? outcome : { status: 'stale' };
  }

  /** Drops every outstanding request: their replies will come back as stale. */
  invalidate(): void {
    this.latest++;
    this.latestAnalysis++;
  }

  async replayHash(...args: Parameters<BotApi['replayHash']>): Promise<string> {
    return this.connection.api.replayHash(...args);
  }

  restart(): void {
    this.connection.terminate();
    this.connection = this.options.connect();
  }

  close(): void {
    this.latest++;
    this.latestAnalysis++;
    this.connection.terminate();
  }
}

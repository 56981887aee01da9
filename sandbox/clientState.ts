import type { FormFields } from './parseRequest';

/** One request as the `GET /api/__sandbox/requests` hook reports it. */
export interface LoggedRequest {
  endpoint: string;
  method: string;
  /** Path relative to the API base. */
  path: string;
  query: FormFields;
  headers: Record<string, string>;
  body: unknown;
  files: { field: string; filename: string; mimeType: string; size: number }[];
  /** Milliseconds since the epoch. */
  time: number;
}

/** A complaint filed with problemSave during this run. */
export interface FiledComplaint {
  problemId: string;
  /** Unix seconds. */
  time: number;
  problemType: string;
  problemSonType: string;
  /** Title of the problem type, as problemList and problemDetail show it. */
  type: string;
  sonType: string;
  content: string;
  images: string[];
  orderNo: string;
}

/** An image received by uploadProblemImg. */
export interface StoredUpload {
  mimeType: string;
  filename: string;
  bytes: Buffer;
}

/** A card bound with bindCardNew or bindCardDetail, in the repaymentWay card shape. */
export interface BoundCard {
  id: number;
  bankName: string;
  cardNo: string;
  bankCode: string;
}

/** One telemetry batch the app sent (`POST <base>telemetry`, DESIGN §10). */
export interface TelemetryBatchReceived {
  /** Milliseconds since the epoch. */
  time: number;
  /** The body as sent (tests search it for what must never be there). */
  body: string;
  /** Its events, when the body was `{ "events": [...] }`. */
  events: unknown[];
}

/** What the sandbox remembers for one client (cookie `sbx`) during a run. */
export interface ClientState {
  complaints: FiledComplaint[];
  uploads: Map<string, StoredUpload>;
  cards: BoundCard[];
  log: LoggedRequest[];
  telemetry: TelemetryBatchReceived[];
}

/** Oldest entries are dropped past this, so a long dev session does not grow without end. */
const maxLogEntries = 1000;

/** Per-client state for the length of a run. */
export class ClientStates {
  private readonly states = new Map<string, ClientState>();

  /** The state of a client, created empty on first use. */
  get(clientId: string): ClientState {
    let state = this.states.get(clientId);
    if (state === undefined) {
      state = { complaints: [], uploads: new Map(), cards: [], log: [], telemetry: [] };
      this.states.set(clientId, state);
    }
    return state;
  }

  /** Forgets a client's complaints, uploads, cards, log and telemetry. */
  reset(clientId: string): void {
    this.states.delete(clientId);
  }

  /** Appends to a client's request log. */
  log(clientId: string, entry: LoggedRequest): void {
    const log = this.get(clientId).log;
    log.push(entry);
    if (log.length > maxLogEntries) log.splice(0, log.length - maxLogEntries);
  }

  /** Keeps a telemetry batch of a client (the oldest go past the log's size). */
  telemetry(clientId: string, batch: TelemetryBatchReceived): void {
    const batches = this.get(clientId).telemetry;
    batches.push(batch);
    if (batches.length > maxLogEntries) batches.splice(0, batches.length - maxLogEntries);
  }

  /** An upload by id: ids are random, so any client holding the URL may fetch it (as an `<img>` would). */
  findUpload(uploadId: string): StoredUpload | undefined {
    for (const state of this.states.values()) {
      const upload = state.uploads.get(uploadId);
      if (upload !== undefined) return upload;
    }
    return undefined;
  }
}

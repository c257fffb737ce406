/** A request the API refuses; `status` is the HTTP status to answer with. */
export class SearchError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = "SearchError";
    this.status = status;
  }
}

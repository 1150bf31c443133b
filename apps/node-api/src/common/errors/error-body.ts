/** The JSON body of every error response (supplement.md "Error body"). */
export interface ErrorBody {
  error: string;
  message: string;
  hint?: string;
  details?: Record<string, unknown>;
}

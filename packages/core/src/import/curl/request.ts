/**
 * A "Copy as cURL" command read WITHOUT a shell: the words are split here the way bash (or, for
 * Chrome's and Firefox's "Copy as cURL (cmd)/(Windows)", cmd.exe) would split them, and only
 * the options that describe an HTTP request are understood. Nothing is expanded or run: shell
 * variables, substitutions, pipes and redirections are refused, as are options that read files.
 */
export interface CurlRequest {
  url: string;
  /** Upper case: GET, POST, … */
  method: string;
  /** Header names in lower case; repeated headers joined with ", " (cookies with "; "). */
  headers: Record<string, string>;
  body: string | null;
  /** -k/--insecure was given: the caller should refuse to turn TLS checks off. */
  insecure: boolean;
}

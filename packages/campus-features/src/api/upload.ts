/**
 * Sends a request like `fetch`, through XMLHttpRequest, which alone in browsers reports how much of a body has
 * gone out (`fetch` does not, over HTTP/1.1): used for the calls that upload files, so each file shows its own
 * progress. Answers a `Response` like `fetch`, so the client reads it the same way.
 */
export function sendWithProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body: FormData; signal?: AbortSignal | undefined },
  onProgress: (sent: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.withCredentials = true;
    xhr.responseType = "blob";
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(":");
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      // A status without a body (204, 304) cannot carry one in a Response.
      const body = [101, 204, 205, 304].includes(xhr.status) ? null : (xhr.response as Blob);
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new TypeError("Network failure"));
    xhr.ontimeout = () => reject(new TypeError("Network failure"));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    init.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });
}

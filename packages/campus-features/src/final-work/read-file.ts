/**
 * Reads a chosen file as base64 for the answer's JSON body, reporting how much has been read (0-100), so
 * each file in the uploader shows its own progress while the answer is being prepared and sent.
 */
export function readFileAsBase64(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.onload = () => {
      onProgress(100);
      const url = String(reader.result);
      // A data URL: "data:<type>;base64,<data>".
      resolve(url.slice(url.indexOf(",") + 1));
    };
    reader.readAsDataURL(file);
  });
}

import { useCallback, useState } from "react";
import type { MediaItem } from "~/lib/media/media-item";

export type UploadState = { status: "idle" } | { status: "sending"; fraction: number; fileName: string } | { status: "failed"; message: string };

/** One upload at a time, with its progress and its refusal message, for a picker or a dialog. */
export function useUpload() {
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const upload = useCallback(async (file: File, alt = ""): Promise<MediaItem | null> => {
    setState({ status: "sending", fraction: 0, fileName: file.name });
    // The sending code loads on the first upload, not with the page (issue 43).
    const { sendUpload } = await import("./send-upload");
    const answer = await sendUpload(file, { alt, onProgress: (fraction) => setState({ status: "sending", fraction, fileName: file.name }) });
    if (answer.ok) {
      setState({ status: "idle" });
      return answer.item;
    }
    setState({ status: "failed", message: answer.message });
    return null;
  }, []);
  const reset = useCallback(() => setState({ status: "idle" }), []);
  return { state, upload, reset };
}

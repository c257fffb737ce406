export const RUNFRAME_URL = "https://runframe.tscircuit.com/iframe.html";
const RUNFRAME_ORIGIN = new URL(RUNFRAME_URL).origin;

type Files = Record<string, string>;

interface RunFrameMessage {
  runframe_type?: string;
  type?: string;
  runframe_event?: { type?: string; error_message?: string };
}

/** Sends `files` to a RunFrame iframe once it says it is ready, resends them
 * on `update`, and reports compile errors the frame sends back. */
export function hostRunFrame(options: {
  iframe: { contentWindow: Pick<Window, "postMessage"> | null };
  files: Files;
  entrypoint: string;
  onError: (message: string) => void;
  listenOn?: Pick<Window, "addEventListener" | "removeEventListener">;
}) {
  const { iframe, entrypoint, onError, listenOn = window } = options;
  let files = options.files;
  let ready = false;

  const send = () =>
    iframe.contentWindow?.postMessage(
      {
        runframe_type: "runframe_props_changed",
        runframe_props: { fsMap: files, entrypoint },
      },
      RUNFRAME_ORIGIN,
    );

  const onMessage = (event: MessageEvent) => {
    // Only trust messages from our own frame, served from RunFrame's origin.
    if (event.source !== iframe.contentWindow) return;
    if (event.origin !== RUNFRAME_ORIGIN) return;
    const data = event.data as RunFrameMessage | null;

    if (data?.runframe_type === "runframe_ready_to_receive") {
      ready = true;
      send();
    }
    const isEvent =
      data?.type === "runframe_event" ||
      data?.runframe_type === "runframe_event";
    if (isEvent && data?.runframe_event?.type === "error") {
      onError(data.runframe_event.error_message ?? "unknown error");
    }
  };

  listenOn.addEventListener("message", onMessage);

  return {
    update(next: Files) {
      files = next;
      if (ready) send();
    },
    dispose() {
      listenOn.removeEventListener("message", onMessage);
    },
  };
}

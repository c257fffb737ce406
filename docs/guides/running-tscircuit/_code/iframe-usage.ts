import { hostRunFrame } from "./iframe-host";

// <iframe id="runframe" src="https://runframe.tscircuit.com/iframe.html"
//   style="width: 100%; height: 600px; border: 0"></iframe>
// <pre id="errors"></pre>
const frame = document.querySelector<HTMLIFrameElement>("iframe#runframe");
const errors = document.querySelector("#errors");
if (!frame) throw new Error("no #runframe iframe on this page");

const host = hostRunFrame({
  iframe: frame,
  files: {
    "main.tsx": `circuit.add(
  <board width="12mm" height="8mm">
    <resistor name="R1" resistance="1k" footprint="0603" />
  </board>
)`,
  },
  entrypoint: "main.tsx",
  onError: (message) => {
    if (errors) errors.textContent = message;
  },
});

/** Call this from your editor's change handler. */
export function onCodeEdited(source: string) {
  if (errors) errors.textContent = "";
  host.update({ "main.tsx": source });
}

import type { Model } from "./generate-board";

/**
 * A Model backed by an OpenAI-compatible chat completions endpoint, e.g.
 * url "https://api.openai.com/v1/chat/completions". Needs the network and a key.
 */
export function chatCompletionsModel(opts: {
  url: string;
  apiKey: string;
  model: string;
}): Model {
  return async (prompt) => {
    const res = await fetch(opts.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${opts.apiKey}`,
      },
      body: JSON.stringify({
        model: opts.model,
        messages: [{ role: "user", content: prompt }],
      }),
    });
    if (!res.ok) throw new Error(`model request failed: HTTP ${res.status}`);
    const data = (await res.json()) as {
      choices: { message: { content: string } }[];
    };
    return data.choices[0]?.message.content ?? "";
  };
}

// Usage:
// const model = chatCompletionsModel({
//   url: "https://api.openai.com/v1/chat/completions",
//   apiKey: process.env.OPENAI_API_KEY ?? "",
//   model: "<a model name>",
// });
// const { code } = await generateBoard(model, "an LED with its resistor");

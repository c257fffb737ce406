// Using TscircuitApiClient from @tscircuit/api (tscircuit/api, v0.0.7,
// commit 0d21276). The package was not installable from the npm registry
// when this page was written, so its public surface is restated here as
// types and the usage below is checked against them.

export interface DatasheetPin {
  pin_number: string;
  name: string | string[];
  description: string;
  capabilities: string[];
}

export interface Datasheet {
  datasheet_id: string;
  chip_name: string;
  created_at: string;
  pin_information: DatasheetPin[] | null;
  datasheet_pdf_urls: string[] | null;
  ai_description: string | null;
}

/** What `new TscircuitApiClient(...)` offers (public members only). */
export interface TscircuitApiClientLike {
  datasheets: {
    create(args: { chip_name: string }): Promise<Datasheet>;
    get(args: {
      datasheet_id?: string;
      chip_name?: string;
    }): Promise<Datasheet>;
    findCreateWait(args: { chip_name: string }): Promise<Datasheet>;
  };
  compile: {
    compileCode(args: {
      fs_map?: Record<string, string>;
      code?: string;
    }): Promise<{ circuit_json: unknown; logs: unknown[] }>;
  };
}

export interface TscircuitApiClientParameters {
  baseUrl?: string; // default "https://api.tscircuit.com"
  apiKey?: string; // default process.env.TSCIRCUIT_API_KEY; required
}

// With the package installed this is:
//   import { TscircuitApiClient } from "@tscircuit/api"
//   const client = new TscircuitApiClient({ apiKey: token })
// and `client` satisfies TscircuitApiClientLike.

/** Prints the pin table of a chip, processing its datasheet if needed. */
export async function printPins(
  client: TscircuitApiClientLike,
  chipName: string,
): Promise<void> {
  const datasheet = await client.datasheets.findCreateWait({
    chip_name: chipName,
  });
  for (const pin of datasheet.pin_information ?? []) {
    const names = Array.isArray(pin.name) ? pin.name.join("/") : pin.name;
    console.log(`${pin.pin_number}\t${names}\t${pin.capabilities.join(", ")}`);
  }
  for (const url of datasheet.datasheet_pdf_urls ?? []) console.log(url);
}

/** Looks a datasheet up without creating one; undefined when unknown. */
export async function findDatasheet(
  client: TscircuitApiClientLike,
  chipName: string,
): Promise<Datasheet | undefined> {
  try {
    return await client.datasheets.get({ chip_name: chipName });
  } catch (err) {
    // The client throws ky's HTTPError; a 404 means "not known yet".
    const status = (err as { response?: { status?: number } }).response?.status;
    if (status === 404) return undefined;
    throw err;
  }
}

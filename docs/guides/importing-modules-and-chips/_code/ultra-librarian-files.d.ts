// Lets TypeScript accept imports of the downloaded files; tsci turns each
// import into the file's address.
declare module "*.kicad_mod" {
  const url: string;
  export default url;
}
declare module "*.step" {
  const url: string;
  export default url;
}

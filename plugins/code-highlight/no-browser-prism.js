// Stands in for the classic theme's client module that loads Prism grammars
// in the browser: code is highlighted at build (see index.ts).
export {};

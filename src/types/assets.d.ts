// Images imported by the code become URLs of emitted files (webpack asset modules).
declare module '*.svg' {
  const url: string;
  export default url;
}

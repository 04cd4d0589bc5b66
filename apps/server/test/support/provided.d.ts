import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTarget:
      | { kind: 'pglite'; snapshotFile: string }
      | { kind: 'postgres'; baseUrl: string; template: string };
  }
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page title (spec §2: set from route meta after each navigation). */
    title?: string;
  }
}

export const appName = 'Sparked';

export const documentTitle = (title: string | undefined) =>
  title ? `${title} · ${appName}` : appName;

import type { PluginOption } from 'vite';

export declare const sourcePlugins: () => PluginOption[];

// Inter ships with the package (woff2 from @fontsource-variable/inter), so every machine renders
// text alike: the app looks the same everywhere and visual baselines stay stable.
import '@fontsource-variable/inter';

// Inter ships with the package, so every machine renders text alike: the app looks the same
// everywhere and visual baselines stay stable. Its Latin comes in two files (made by
// fonts/inter-subsets.test.ts): a page downloads the core, and the rest only for a letter or
// symbol outside it. Its stand-ins (fonts/stand-ins.ts) are local fonts sized to take its room.
import './fonts/inter.css';
import './fonts/stand-ins.css';

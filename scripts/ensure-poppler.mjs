#!/usr/bin/env node
// The certificate tests read the PDF's text back with poppler's pdftotext, as a reader's viewer would.
import { ensureDebianPackage } from './apt-install.mjs';

ensureDebianPackage({
  executable: '/usr/bin/pdftotext',
  pkg: 'poppler-utils',
  purpose: 'the certificate PDF tests',
});

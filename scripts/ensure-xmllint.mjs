#!/usr/bin/env node
// The course package tests check every XML file of an exported cartridge with libxml2's xmllint,
// a validator that shares no code with the writer.
import { ensureDebianPackage } from './apt-install.mjs';

ensureDebianPackage({
  executable: '/usr/bin/xmllint',
  pkg: 'libxml2-utils',
  purpose: 'the Common Cartridge export tests',
});

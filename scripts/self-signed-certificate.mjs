// A throwaway certificate for 127.0.0.1, for local https servers in benchmarks and tests.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A self-signed key and certificate for 127.0.0.1, valid for a day (made with openssl). */
export function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sparked-tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
        ...['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
        ...['-keyout', keyFile, '-out', certFile],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export declare function selfSignedCertificate(): { key: Buffer; cert: Buffer };

export declare function makeSelfSignedCertificate(dir: string): { pem: string; certificate: string };

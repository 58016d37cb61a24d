export declare const BUNDLE_ENTRY: URL;
export declare function bundleIsCurrent(): boolean;

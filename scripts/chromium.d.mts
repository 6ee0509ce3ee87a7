export declare const chromiumArgs: string[];
export declare function findChromium(): Promise<string | undefined>;

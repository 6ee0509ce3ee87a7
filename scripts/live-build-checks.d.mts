export interface DemoOnlyCall {
  id: string;
  path: string;
  file: string;
}
export interface BundleFile {
  file: string;
  text: string;
}
export declare const callTablesDir: string;
export declare const demoRoutes: string[];
export declare const demoRouteModules: string[];
export declare function walk(dir: string): string[];
export declare function demoOnlyCalls(dir?: string): DemoOnlyCall[];
export declare function demoLeftovers(files: BundleFile[], calls: DemoOnlyCall[]): string[];
export declare function demoModulesIn(manifest: Record<string, unknown>): string[];
export declare function bundleFiles(dir: string): BundleFile[];

// An application that imports every export of restbuild by the package's name, resolved through
// package.json's exports as an application's bundler does (test/browser/tsup.config.ts).
export * from "@restbuild/endpoint";

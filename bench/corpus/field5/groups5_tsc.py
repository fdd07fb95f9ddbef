"""Field set 5: TypeScript's TS5023 for a compiler option it does not know. The option decides the
fix (an old compiler for `lib`, a misplaced key for `extends`, a whole file nested one level too deep),
so each option is its own group; the wrappers (MSBuild, concurrently's `[0]`, Next's FatalError, the
old `(5023)` suffix) are not."""

from fieldspec import G, V

GROUPS = [
    G("f5-tsc-unknown-option-lib", "tsc", "wrapper", "https://github.com/axmor/typecs/issues/105",
      ["error TS5023: Unknown compiler option 'moduleResolution'.\nerror TS5023: Unknown compiler option 'lib'.",
       V("Unknown compiler option 'lib'. (5023)\nUnknown compiler option 'types'. (5023)",
         src="https://github.com/PatrickJS/angular-webpack-starter/issues/801", tool="webpack")],
      cmd="tsc -p src/", os=("windows", "linux", "macos")),
    G("f5-tsc-unknown-option-allowimportingtsextensions", "next", "wrapper",
      "https://github.com/deep-foundation/deepcase-app/issues/322",
      ["[0] FatalError: error TS5023: Unknown compiler option 'allowImportingTsExtensions'.\n[0] \n"
       "[0]     at getTypeScriptConfiguration (<<root>>/node_modules/next/dist/lib/typescript/"
       "getTypeScriptConfiguration.js:49:19)"],
      cmd="npm run dev", look="f5-tsc-unknown-option-lib"),
    G("f5-tsc-extends-inside-compileroptions", "tsc", "everyday", "https://github.com/CIRFMF/ksef-pdf-generator/pull/58",
      ["tsconfig.json:11:5 - error TS5023: Unknown compiler option 'extends'.\n"
       "tsconfig.json:12:5 - error TS5023: Unknown compiler option 'include'."],
      cmd="npx tsc --noEmit", look="f5-tsc-unknown-option-lib"),
    G("f5-tsc-tsconfig-nested-compileroptions", "gulp", "wrapper", "https://github.com/SereinMC/Serein/issues/167",
      ["[<<time>>] Starting 'compile_scripts'...\nerror TS5023: Unknown compiler option 'compilerOptions'.\n"
       "error TS5023: Unknown compiler option 'include'.\nerror TS5023: Unknown compiler option 'compileOnSave'."],
      cmd="serein build", look="f5-tsc-extends-inside-compileroptions"),
    G("f5-tsc-unknown-option-listemittedfiles", "msbuild", "wrapper", "https://github.com/Breeze/temphire.angular/issues/1",
      ["<<root>>\\error TS5023:Build:Unknown compiler option 'listemittedfiles'.\n"
       "1>C:\\Program Files (x86)\\MSBuild\\Microsoft\\VisualStudio\\v14.0\\TypeScript\\Microsoft.TypeScript.targets"
       "(214,5): error MSB6006: \"tsc.exe\" exited with code 1."],
      cmd="msbuild", os=("windows",), look="f5-tsc-unknown-option-lib"),
    G("f5-tsc-unknown-option-include-cli", "tsc", "everyday", "https://github.com/basarat/typescript-book/pull/431",
      ["error TS5023: Unknown compiler option '--include'."],
      cmd="tsc --init --include src", look="f5-tsc-extends-inside-compileroptions"),
]

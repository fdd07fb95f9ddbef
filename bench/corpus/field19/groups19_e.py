"""Field set 19, part e: Playwright's browser builds, tsc's missing type libraries, ESLint's Prettier
config and rule, and Cypress's binary cache."""

from fieldspec import G, Q, V

W = ("windows",)
L = ("linux",)
M = ("macos",)
U = ("linux", "macos")

_PW_BOX = ("    ╔═════════════════════════════════════════════════════════════════════════╗\n"
           "    ║ Looks like Playwright Test or Playwright was just installed or updated. ║\n"
           "    ║ Please run the following command to download new browsers:              ║\n"
           "    ║                                                                         ║\n"
           "    ║     npx playwright install                                              ║\n"
           "    ║                                                                         ║\n"
           "    ║ <3 Playwright Team                                                      ║\n"
           "    ╚═════════════════════════════════════════════════════════════════════════╝")
_PW_BOX_JAVA = ("╔════════════════════════════════════════════════════════════════════════════════════════════╗\n"
                "║ Looks like Playwright was just installed or updated.                                       ║\n"
                "║ Please run the following command to download new browsers:                                 ║\n"
                "║                                                                                            ║\n"
                "║     mvn exec:java -e -D exec.mainClass=com.microsoft.playwright.CLI -D exec.args=\"install\" ║\n"
                "║                                                                                            ║\n"
                "║ <3 Playwright Team                                                                         ║\n"
                "╚════════════════════════════════════════════════════════════════════════════════════════════╝")
_ESLINT_PRETTIER = ("Oops! Something went wrong! :(\n\nESLint: {0}\n\nESLint couldn't find the config \"prettier\" to "
                    "extend from. Please check that the name of the config is correct.\n\nThe config \"prettier\" was "
                    "referenced from the config file in \"{1}\".\n\nIf you still have problems, please stop by "
                    "https://eslint.org/chat/help to chat with the team.")

GROUPS = [
    G("f19-playwright-firefox-not-downloaded", "playwright", "version", "https://github.com/microsoft/playwright/issues/29369", [
        V("  1) [firefox] › about.spec.ts:15:7 › AboutPage › about page loads ─────────────────────────────────\n"
          "    Error: browserType.launch: Executable doesn't exist at /home/runner/.cache/ms-playwright/firefox-1425/"
          "firefox/firefox\n" + _PW_BOX, os="linux", cls="multiline"),
        V("playwright._impl._api_types.Error: Failed to launch firefox because executable doesn't exist at "
          "<<home>>\\AppData\\Local\\ms-playwright\\firefox-1225\\firefox\\firefox.exe\nTry re-installing playwright with "
          "\"npm install playwright\"\nNote: use DEBUG=pw:api environment variable and rerun to capture Playwright logs.",
          os="windows", cmd="python test.py", src="https://github.com/microsoft/playwright/issues/5584"),
        V("Caused by: com.microsoft.playwright.impl.DriverException: Error {\n  message='Executable doesn't exist at "
          "<<home>>\\AppData\\Local\\ms-playwright\\firefox-1454\\firefox\\firefox.exe\n" + _PW_BOX_JAVA, os="windows",
          tool="playwright-java", cmd="mvn exec:java", src="https://github.com/microsoft/playwright/issues/31544",
          cls="two-programs"),
    ], cmd="npx playwright test --project firefox"),
    G("f19-playwright-webkit-not-downloaded", "playwright", "multiline", "https://github.com/microsoft/playwright/issues/29369", [
        "  13) [webkit] › about.spec.ts:15:7 › AboutPage › about page loads ─────────────────────────────────\n"
        "    Error: browserType.launch: Executable doesn't exist at /home/runner/.cache/ms-playwright/webkit-1921/"
        "pw_run.sh\n" + _PW_BOX,
    ], cmd="npx playwright test --project webkit", os=L, look="f19-playwright-firefox-not-downloaded"),
    G("f19-tsc-types-jest-missing", "tsc", "non-file-path", "https://github.com/react/react-native/issues/53563", [
        V("error TS2688: Cannot find type definition file for 'jest'.\n  The file is in the program because:\n"
          "    Entry point of type library 'jest' specified in compilerOptions", cls="version"),
        V("ERROR in node_modules/angular-testing-library/lib/service_mock.d.ts:1:23 - error TS2688: Cannot find type "
          "definition file for 'jest'.\n\n1 /// <reference types=\"jest\" />\n                        ~~~~",
          tool="ng", cmd="ng test", src="https://github.com/brandonroberts/angular-testing-library/issues/8",
          cls="wrapper"),
        V("error TS2688: Cannot find type definition file for 'jest'.", cmd="yarn tsc",
          src="https://github.com/backstage/backstage/issues/32269"),
    ], cmd="tsc --noEmit", os=("linux", "macos", "windows")),
    G("f19-tsc-types-mocha-missing", "tsc", "non-file-path", "https://github.com/johnny-mh/rxjs-shell/issues/17", [
        "node_modules/rxjs-shell/dist/util.d.ts:2:23 - error TS2688: Cannot find type definition file for 'mocha'.\n\n"
        "/// <reference types=\"mocha\" />",
    ], cmd="tsc", look="f19-tsc-types-jest-missing"),
    G("f19-tsc-types-jasmine-missing", "tsc", "non-file-path", "https://github.com/tensorflow/tfjs-wechat/issues/103", [
        "TS2688: Cannot find type definition file for 'jasmine'",
    ], cmd="yarn build", os=("windows", "macos"), look="f19-tsc-types-jest-missing"),
    G("f19-tsc-types-resolve-stale", "ts-jest", "wrapper", "https://github.com/TamuGeoInnovation/Tamu.GeoInnovation.js.monorepo/issues/20", [
        " FAIL  libs/ui-kits/ngx/forms/src/lib/components/checkbox/checkbox.component.spec.ts\n"
        "  ● Test suite failed to run\n\n    TypeScript diagnostics (customize using `[jest-config].globals.ts-jest."
        "diagnostics` option):\n    error TS2688: Cannot find type definition file for 'resolve'.\n\n"
        "Tests:       0 total\nSnapshots:   0 total\nTime:        <<ms>>s\nRan all test suites.",
    ], cmd="npm test", os=W, look="f19-tsc-types-jest-missing"),
    G("f19-eslint-config-prettier-missing", "eslint", "multiline", "https://github.com/MetaMask/metamask-module-template/issues/50", [
        V("yarn run v1.22.5\n$ eslint src test\n\n" + _ESLINT_PRETTIER.format(
            "7.24.0", "<<root>>/node_modules/eslint-plugin-prettier/eslint-plugin-prettier.js") +
          "\n\nerror Command failed with exit code 2.", os="linux", cmd="yarn lint", cls="wrapper"),
        V(_ESLINT_PRETTIER.format("8.57.1", "<<root>>\\node_modules\\eslint-plugin-prettier\\eslint-plugin-prettier.js"),
          os="windows", src="https://github.com/ayand269/node-typescript-generator/issues/5"),
        V("ESLint: 7.10.0\n\nESLint couldn't find the config \"prettier\" to extend from. Please check that the name of "
          "the config is correct.\n\nThe config \"prettier\" was referenced from the config file in "
          "\"/app/experimenter/legacy-ui/visualization/.eslintrc.js\".\n\nIf you still have problems, please stop by "
          "https://eslint.org/chat/help to chat with the team.", os="linux",
          src="https://github.com/mozilla/experimenter/issues/3689"),
        V("An unhandled exception occurred: Failed to load config \"prettier\" to extend from.\nReferenced from: "
          "<<root>>\\node_modules\\eslint-plugin-prettier\\eslint-plugin-prettier.js", os="windows", tool="ng",
          cmd="ng lint", src="https://github.com/angular-eslint/angular-eslint/issues/847", cls="version"),
        V("[Error - 11:17:21 AM] ESLint stack trace:\n[Error - 11:17:21 AM] Error: Failed to load config \"prettier\" to "
          "extend from.", os="macos", tool="vscode-eslint", cmd="", src="https://github.com/i5ting/imove/issues/84",
          cls="version"),
    ], cmd="npx eslint .", exit=2, n=6),
    G("f19-eslint-rule-prettier-undefined", "eslint", "everyday", "https://github.com/prettier/eslint-plugin-prettier/issues/20", [
        "Definition for rule 'prettier/prettier' was not found  prettier/prettier",
        V("Definition for rule 'prettier/prettier' was not found", src="https://github.com/prettier/eslint-config-prettier/issues/266"),
    ], cmd="npm run lint", look="f19-eslint-config-prettier-missing", n=6),
    G("f19-cypress-binary-missing", "cypress", "multiline", "https://github.com/cypress-io/cypress/issues/21022", [
        "The cypress npm package is installed, but the Cypress binary is missing.\n"
        "We expected the binary to be installed here: /root/.cache/Cypress/9.5.3/Cypress/Cypress\n"
        "Reasons it may be missing:\n- You're caching 'node_modules' but are not caching this path: /root/.cache/Cypress\n"
        "You ran 'npm install' at an earlier build step but did not persist: /root/.cache/Cypress\n"
        "Properly caching the binary will fix this error and avoid downloading and unzipping Cypress.\n"
        "Alternatively, you can run 'cypress install' to download the binary again.\n"
        "https://on.cypress.io/not-installed-ci-error",
    ], cmd="npx cypress verify", os=L),
]

QUERIES = [
    Q("playwright firefox executable doesn't exist run npx playwright install", "f19-playwright-firefox-not-downloaded",
      "plain"),
    Q("playwright 启动 firefox 提示可执行文件不存在", "f19-playwright-firefox-not-downloaded", "zh"),
    Q("playwright webkit pw_run.sh executable doesn't exist", "f19-playwright-webkit-not-downloaded", "plain"),
    Q("playwright webkit 浏览器没下载 报 Executable doesn't exist", "f19-playwright-webkit-not-downloaded", "zh"),
    Q("TS2688 cannot find type definition file for jest", "f19-tsc-types-jest-missing", "plain"),
    Q("tsc 报 TS2688 找不到 jest 的类型定义文件", "f19-tsc-types-jest-missing", "zh"),
    Q("TS2688 cannot find type definition file for mocha from a dependency", "f19-tsc-types-mocha-missing", "plain"),
    Q("依赖里引用了 mocha 类型 TS2688 找不到", "f19-tsc-types-mocha-missing", "zh"),
    Q("TS2688 cannot find type definition file for jasmine", "f19-tsc-types-jasmine-missing", "plain"),
    Q("找不到 jasmine 的类型定义文件", "f19-tsc-types-jasmine-missing", "zh"),
    Q("ts-jest diagnostics TS2688 cannot find type definition file for resolve", "f19-tsc-types-resolve-stale", "plain"),
    Q("ts-jest 所有测试失败 找不到 resolve 的类型定义", "f19-tsc-types-resolve-stale", "zh"),
    Q("ESLint couldn't find the config prettier to extend from", "f19-eslint-config-prettier-missing", "plain"),
    Q("eslint 找不到要继承的 prettier 配置", "f19-eslint-config-prettier-missing", "zh"),
    Q("Definition for rule 'prettier/prettier' was not found", "f19-eslint-rule-prettier-undefined", "plain"),
    Q("eslint 提示 prettier/prettier 规则定义找不到", "f19-eslint-rule-prettier-undefined", "zh"),
    Q("cypress npm package is installed but the Cypress binary is missing in CI", "f19-cypress-binary-missing", "plain"),
    Q("CI 里 Cypress 二进制文件缺失 没有缓存 ~/.cache/Cypress", "f19-cypress-binary-missing", "zh"),
]

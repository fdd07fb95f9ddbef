"""Field set 6: installing apps and browsers. adb's install failures differ only in the reason code
(a signing key that changed versus an older version code: two fixes), each wrapped by the tools
that drive adb (Flutter, Ant, Appium, a C# client); Playwright's missing browser build (Chromium
versus WebKit) behind the wrappers of the agents that launch it; and snap's unknown snap. Package
names, apk paths and cache paths are volatile."""

from fieldspec import G, V

_PW_BOX = ("╔═════════════════════════════════════════════════════════════════════════╗\n"
           "║ Looks like Playwright Test or Playwright was just installed or updated. ║\n"
           "║ Please run the following command to download new browsers:              ║\n"
           "║                                                                         ║\n"
           "║     npx playwright install                                              ║\n"
           "║                                                                         ║\n"
           "║ <3 Playwright Team                                                      ║\n"
           "╚═════════════════════════════════════════════════════════════════════════╝")

GROUPS = [
    G("adb-install-failed-update-incompatible", "adb", "wrapper", "https://github.com/SerafiniJose/rusty/issues/6",
      ["adb: failed to install <<proj>>-v<<ver>>.apk: Failure [INSTALL_FAILED_UPDATE_INCOMPATIBLE: Package "
       "dev.<<proj>>.app signatures do not match previously installed version; ignoring!]",
       V("Performing Streamed Install\nadb: failed to install <<root>>\\apk-output\\app-release.apk: Failure "
         "[INSTALL_FAILED_UPDATE_INCOMPATIBLE: Package io.mosip.registration_client signatures do not match "
         "previously installed version; ignoring!]", src="https://github.com/mosip/android-registration-client/issues/862",
         os="windows", cls="multiline"),
       V("Error: ADB exited with exit code 1\nPerforming Streamed Install\n\nadb: failed to install "
         "<<root>>\\build\\app\\outputs\\flutter-apk\\app-debug.apk: Failure [INSTALL_FAILED_UPDATE_INCOMPATIBLE: "
         "Existing package com.example.<<proj>> signatures do not match newer version; ignoring!]\n"
         "Error launching application on SM A525F.",
         src="https://github.com/google-developer-training/basic-android-kotlin-compose-birthday-card-app/issues/351",
         os="windows", tool="flutter", cls="version"),
       V("<<time>>       [exec] Failure [INSTALL_FAILED_UPDATE_INCOMPATIBLE]", src="https://github.com/cgeo/cgeo/issues/5062",
         os="linux", tool="ant"),
       V("[ADB] Failure [INSTALL_FAILED_UPDATE_INCOMPATIBLE]", src="https://github.com/appium/appium/issues/13329",
         os="windows", tool="appium")],
      cmd="adb install <<proj>>.apk", os=("linux", "macos", "windows")),
    G("adb-install-failed-version-downgrade", "adb", "wrapper", "https://github.com/valterc/ki2/issues/240",
      ["Performing Streamed Install\nadb: failed to install <<proj>>-<<ver>>-release.apk: Failure "
       "[INSTALL_FAILED_VERSION_DOWNGRADE]",
       V("adb: failed to install ./Settings.apk: Failure [INSTALL_FAILED_VERSION_DOWNGRADE: Downgrade detected: "
         "Update version code 34 is older than current 35]", src="https://github.com/TheAirBlow/HyperSploit/issues/78",
         cls="version"),
       V("Unhandled exception caught, can't continue!\nAdvancedSharpAdbClient.Exceptions.AdbException: Failure "
         "[INSTALL_FAILED_VERSION_DOWNGRADE: Downgrade detected: Update version code 34 is older than current 35]",
         src="https://github.com/TheAirBlow/HyperSploit/issues/20", tool="HyperSploit", os="windows"),
       V("[📦] Installing...\nFailure [INSTALL_FAILED_VERSION_DOWNGRADE: Downgrade detected: Update version code "
         "2217 is older than current 196510]\n[❌] Installation failed!",
         src="https://github.com/KhunHtetzNaing/ADB-OTG/issues/123", tool="ADB-OTG", os="linux")],
      cmd="adb install -r <<proj>>.apk", os=("macos", "linux", "windows"), look="adb-install-failed-update-incompatible"),
    G("playwright-chromium-executable-missing", "playwright", "wrapper", "https://github.com/microsoft/playwright/issues/24116",
      ["browserType.launch: Executable doesn't exist at <<home>>/.cache/ms-playwright/chromium-1067/chrome-linux/chrome\n"
       + _PW_BOX,
       V("ERROR    [browser] Failed to initialize Playwright browser: BrowserType.launch: Executable doesn't exist "
         "at /root/.cache/ms-playwright/chromium-1155/chrome-linux/chrom",
         src="https://github.com/FoundationAgents/OpenManus/issues/12", tool="openmanus"),
       V("Error: Browser action 'navigate' failed: BrowserType.launch: Executable doesn't exist at "
         "/Users/<<user>>/Library/Caches/ms-playwright/chromium-1148/chrome-mac/Chromium.app/Contents/MacOS/Chromium",
         src="https://github.com/FoundationAgents/OpenManus/issues/167", tool="openmanus", os="macos"),
       V(" Unknown error: BrowserType.launch: Executable doesn't exist at "
         "/root/.cache/ms-playwright/chromium-1124/chrome-linux/chrome",
         src="https://github.com/shamhi/HamsterKombatBot/issues/1731", tool="python"),
       V("playwright._impl._errors.Error: BrowserType.launch: Executable doesn't exist at "
         "C:\\Users\\<<user>>\\AppData\\Local\\ms-playwright\\chromium-1148\\chrome-win\\chrome.exe",
         src="https://github.com/browser-use/web-ui/issues/165", tool="python", os="windows")],
      cmd="node <<jsfile>>", os=("linux",)),
    G("playwright-webkit-executable-missing", "playwright", "everyday", "https://github.com/microsoft/vscode/issues/160755",
      ["browserType.launch: Executable doesn't exist at /Users/runner/Library/Caches/ms-playwright/webkit-1683/pw_run.sh",
       V("browserType.launch: Executable doesn't exist at /Users/runner/Library/Caches/ms-playwright/webkit-1683/pw_run.sh",
         src="https://github.com/vscodenpa/testissues/issues/8088")],
      cmd="node test/unit/browser/index.js --browser webkit", os=("macos",),
      look="playwright-chromium-executable-missing"),
    G("snap-not-found", "snap", "everyday", "https://github.com/boundarydevices/ubuntu-core/issues/1",
      ['error: cannot install "ubuntu-image": snap not found'],
      cmd="sudo snap install ubuntu-image", os=("linux",)),
]

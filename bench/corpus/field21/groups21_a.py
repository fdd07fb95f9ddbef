"""Field set 21, part a: Helm releases, pnpm and yarn lockfiles, Poetry, pg_dump, Android SDK licences,
AWS CDK bootstrap, buildx drivers, CocoaPods."""

from fieldspec import G, Q, V

W = ("linux", "macos", "windows")

GROUPS = [
    G("f21-helm-op-in-progress", "helm", "multiline", "https://github.com/helm/helm/issues/10549", [
        "Error: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress",
        V("history.go:53: [debug] getting history for release <<proj>>\n"
          "upgrade.go:121: [debug] preparing upgrade for <<proj>>\n"
          "Error: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress\n"
          "helm.go:81: [debug] another operation (install/upgrade/rollback) is in progress\n"
          "helm.sh/helm/v3/pkg/action.init\n"
          "        /home/circleci/helm.sh/helm/pkg/action/action.go:62",
          src="https://github.com/helm/helm/issues/8987",
          cmd="helm upgrade <<proj>> ops/Helm/<<proj>> --install --wait --namespace=<<proj>> --debug -v 6"),
        V("Error: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress",
          src="https://github.com/jupyterhub/zero-to-jupyterhub-k8s/issues/2690", cls="everyday",
          cmd="helm upgrade --install jupyterhub jupyterhub/jupyterhub -f values.yml -n my-jupyterhub --create-namespace"),
        V("installing helm chart...\nhistory.go:56: [debug] getting history for release middle\n"
          "upgrade.go:121: [debug] preparing upgrade for middle\n"
          "Error: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress",
          src="https://github.com/tektoncd/catalog/issues/1293", tool="tekton", cls="wrapper",
          cmd="kubectl logs <<pod>>"),
        V("Error: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress",
          src="https://github.com/rancher/rancher/issues/40874", tool="rancher", cls="wrapper",
          cmd="helm upgrade --history-max=5 --install=true --namespace=fleet-system --wait=true fleet /home/shell/helm/fleet-0.3.1000-up0.3.10-security1.tgz"),
        V("{\"level\":\"debug\",\"ts\":\"<<ts>>\",\"logger\":\"events\",\"msg\":\"Normal\",\"reason\":\"error\",\"message\":\"Helm upgrade failed: another operation (install/upgrade/rollback) is in progress\"}",
          src="https://github.com/fluxcd/helm-controller/issues/149", tool="flux", cls="wrapper", cmd="kubectl logs -n flux-system deploy/helm-controller"),
        V("ERROR   Reconciler error        {\"controller\": \"djangoapp-controller\", \"reconcileID\": \"<<uuid>>\", \"error\": \"another operation (install/upgrade/rollback) is in progress\"}",
          src="https://github.com/operator-framework/helm-operator-plugins/issues/462", tool="helm-operator-plugins", cls="two-programs", cmd="make run"),
    ], cmd="helm upgrade --install --atomic --wait <<proj>> ./charts/<<proj>>", os=W, look="f21-helm-no-deployed-releases", n=8),

    G("f21-pnpm-outdated-lockfile", "pnpm", "multiline", "https://github.com/pnpm/pnpm/issues/6544", [
        V("Lockfile is up to date, resolution step is skipped\n"
          " ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\" because pnpm-lock.yaml is not up to date with package.json\n\n"
          "Note that in CI environments this setting is true by default. If you still need to run install in such cases, use \"pnpm install --no-frozen-lockfile\"\n\n"
          "Failure reason:\nspecifiers in the lockfile ({\"lodash\":\"^4.17.21\"}) don't match specs in package.json ({\"lodash\":\"4.17.20\"})\n"
          "Error: Process completed with exit code 1.", cls="wrapper"),
        V(" ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\" because pnpm-lock.yaml is not up-to-date with package.json\n"
          "Note that in CI environments this setting is true by default. If you still need to run install in such cases, use \"pnpm install --no-frozen-lockfile\"",
          src="https://github.com/ourongxing/chatgpt-vercel/issues/19", tool="vercel", cls="version"),
        V("Scope: 15 of 23 workspace projects\nLockfile is up to date, resolution step is skipped\n"
          " ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\" because pnpm-lock.yaml is not up to date with packages/webapp-libs/webapp-core/package.json\n\n"
          "Note that in CI environments this setting is true by default. If you still need to run install in such cases, use \"pnpm install --no-frozen-lockfile\"\n"
          "Error: Process completed with exit code 1.",
          src="https://github.com/apptension/saas-boilerplate/issues/186", tool="github-actions", cls="non-file-path",
          cmd="pnpm install --include-workspace-root --frozen-lockfile --filter=docs... --filter=backend..."),
        V("ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\" because pnpm-lock.yaml is not up to date with <ROOT>/package.json",
          src="https://github.com/yournextstore/yournextstore/issues/93", tool="vercel", cls="version"),
    ], cmd="pnpm install --frozen-lockfile", look="f21-pnpm-lockfile-incompatible", n=7),

    G("f21-pnpm-lockfile-incompatible", "pnpm", "multiline", "https://github.com/argentlabs/argent-x/issues/2137", [
        "> argent-x@0.1.0 setup <<root>>\n"
        "> pnpm install --frozen-lockfile && pnpm allow-scripts && husky install && patch-package && pnpm run -r --stream setup\n\n"
        "Scope: all 10 workspace projects\n"
        " ERR_PNPM_FROZEN_LOCKFILE_WITH_OUTDATED_LOCKFILE  Cannot perform a frozen installation because the version of the lockfile is incompatible with this version of pnpm\n\n"
        "Try either:\n1. Aligning the version of pnpm that generated the lockfile with the version that installs from it, or\n"
        "2. Migrating the lockfile so that it is compatible with the newer version of pnpm, or\n"
        "3. Using \"pnpm install --no-frozen-lockfile\".\nNote that in CI environments, this setting is enabled by default.\n"
        " ELIFECYCLE  Command failed with exit code 1.",
        V("pnpm install\n ERR_PNPM_FROZEN_LOCKFILE_WITH_OUTDATED_LOCKFILE  Cannot perform a frozen installation because the version of the lockfile is incompatible with this version of pnpm",
          src="https://github.com/owncloud/ocis/issues/6384", tool="drone", cls="wrapper", cmd="make -C services/web ci-node-generate"),
        V(" ERR_PNPM_FROZEN_LOCKFILE_WITH_OUTDATED_LOCKFILE  Cannot perform a frozen installation because the lockfile needs updates\n\n"
          "Note that in CI environments this setting is true by default. If you still need to run install in such cases, use \"pnpm install --no-frozen-lockfile\"\n"
          "Error: Process completed with exit code 1.",
          src="https://github.com/hyoban/rss-to-bot/issues/2", tool="github-actions", cls="version", cmd="pnpm install --frozen-lockfile"),
        V("ERR_PNPM_FROZEN_LOCKFILE_WITH_OUTDATED_LOCKFILE Cannot perform a frozen installation because the lockfile needs updates",
          src="https://github.com/pnpm/pnpm/issues/6307", cls="version", cmd="pnpm i --frozen-lockfile"),
    ], cmd="pnpm run setup", look="f21-pnpm-outdated-lockfile", n=6),

    G("f21-yarn-berry-lockfile-forbidden", "yarn", "multiline", "https://github.com/Mr-Homeless/waldo/issues/120", [
        "➤ YN0000: ┌ Resolution step\n➤ YN0000: └ Completed in 0s <<ms>>ms\n➤ YN0000: ┌ Post-resolution validation\n"
        "➤ YN0028: │ -  resolution: \"typescript@patch:typescript@npm%3A4.9.4#~builtin<compat/typescript>::version=4.9.4&hash=d73830\"\n"
        "➤ YN0028: │ +  resolution: \"typescript@patch:typescript@npm%3A4.9.4#~builtin<compat/typescript>::version=4.9.4&hash=23ec76\"\n"
        "➤ YN0028: │ The lockfile would have been modified by this install, which is explicitly forbidden.\n"
        "➤ YN0000: └ Completed\n➤ YN0000: Failed with errors in 0s <<ms>>ms",
        V("<<time>>.405 | ➤ YN0028: │ +  languageName: unknown\n<<time>>.406 | ➤ YN0028: │ +  linkType: soft\n"
          "<<time>>.407 | ➤ YN0028: │ The lockfile would have been modified by this install, which is explicitly forbidden.\n"
          "<<time>>.407 | ➤ YN0000: └ Completed\n<<time>>.407 | ➤ YN0000: · Failed with errors in 0s 129ms\n"
          "<<time>>.421 | Failed: error occurred while installing tools or dependencies",
          src="https://github.com/jonssonyan/cf-workers-proxy/issues/16", tool="cloudflare-pages", cls="wrapper"),
        V("YN0028: │ The lockfile would have been modified by this install, which is explicitly forbidden.",
          src="https://github.com/suitenumerique/docs/issues/2604", cls="everyday", cmd="yarn install --frozen-lockfile"),
    ], cmd="yarn install --immutable", look="f21-yarn-lockfile-would-be-created", os=W, n=6),

    G("f21-poetry-lock-stale", "poetry", "version", "https://github.com/PacktPublishing/LLM-Engineers-Handbook/issues/8", [
        "Installing dependencies from lock file\n\npyproject.toml changed significantly since poetry.lock was last generated. Run `poetry lock [--no-update]` to fix the lock file.",
        V("Error: pyproject.toml changed significantly since poetry.lock was last generated. Run `poetry lock [--no-update]` to fix the lock file.",
          src="https://github.com/nborrmann/diff-poetry-lock/pull/10", tool="github-actions", cls="wrapper"),
        V("#10 4.577 Installing dependencies from lock file\n#10 4.663 \n"
          "#10 4.663 pyproject.toml changed significantly since poetry.lock was last generated. Run `poetry lock` to fix the lock file.",
          src="https://github.com/bghira/SimpleTuner/issues/1501", tool="docker", cls="version",
          cmd="docker build -t simpletuner ."),
        V("Installing dependencies from lock file\n\npyproject.toml changed significantly since poetry.lock was last generated. Run `poetry lock [--no-update]` to fix the lock file.",
          src="https://github.com/SocialSisterYi/bcut-asr/pull/11", os="windows", shell="powershell", cmd="poetry install"),
        V("$ poetry install --no-root\nInstalling dependencies from lock file\n\npyproject.toml changed significantly since poetry.lock was last generated. Run `poetry lock [--no-update]` to fix the lock file.",
          src="https://github.com/Five-Nines-io/fivenines_agent/issues/7", cls="everyday", cmd="poetry install --no-root"),
    ], cmd="poetry install --without aws", os=W, n=6),

    G("f21-pgdump-version-mismatch", "pg_dump", "version", "https://github.com/pgadmin-org/pgadmin4/issues/3948", [
        "pg_dump: error: server version: 13.0 (Debian 13.0-1.pgdg100+1); pg_dump version: 12.4\npg_dump: error: aborting because of server version mismatch",
        V("pg_dump: server version: 11.1; pg_dump version: 10.5\npg_dump: aborting because of server version mismatch",
          src="https://github.com/pgadmin-org/pgadmin4/issues/2223", tool="pgadmin", os="windows"),
        V("pg_dump: error: aborting because of server version mismatch\npg_dump: detail: server version: 16.2; pg_dump version: 15.4\n"
          "pg_restore: error: input file is too short (read 0, expected 5)",
          src="https://github.com/ankane/pgsync/issues/226", tool="pgsync", cls="two-programs", cmd="pgsync --schema-only"),
        V("<<time>> 367 INFO    /usr/bin/pg_dump -Fc --section pre-data --file /tmp/pgcopydb/schema/pre.dump 'postgres://postgres@<<host>>:5432/crm_database?'\n"
          "<<time>> 367 ERROR  pg_dump:\n<<time>> 367 ERROR   error: server version: 14.8 (Debian 14.8-1.pgdg110+1); pg_dump version: 13.11 (Debian 13.11-0+deb11u1)\n"
          "<<time>> 367 ERROR  pg_dump: error:\n<<time>> 367 ERROR  aborting because of server version mismatch\n"
          "<<time>> 367 ERROR  Failed to run pg_dump: exit code 1",
          src="https://github.com/dimitri/pgcopydb/issues/322", tool="pgcopydb", cls="wrapper", cmd="pgcopydb clone"),
        V("FATA[0003] cannot fetch schema dump: pg_dump request: 500\n{\n  \"path\": \"$\",\n"
          "  \"error\": \"error while executing pg_dump: pg_dump: error: server version: 14.2; pg_dump version: 13.6 (Debian 13.6-1.pgdg100+1)\\npg_dump: error: aborting because of server version mismatch\\n\",\n"
          "  \"code\": \"unexpected\"\n}",
          src="https://github.com/hongbo-miao/hongbomiao.com/issues/4612", tool="hasura", cls="wrapper",
          cmd="hasura migrate create init --from-server"),
        V("pg_dump: server version: 9.3.1; pg_dump version: 9.1.9\npg_dump: aborting because of server version mismatch",
          src="https://github.com/PostgresApp/PostgresApp/issues/159", os="macos", cls="everyday"),
        V("<<date>> <<time>> 120: error: \n<<date>> <<time>> 120: server version: 16.2 (Debian 16.2-1.pgdg120+2); pg_dumpall version: 14.4\n"
          "<<date>> <<time>> 120: pg_dumpall:\n<<date>> <<time>> 120: error: \n<<date>> <<time>> 120: aborting because of server version mismatch",
          src="https://github.com/schickling/dockerfiles/issues/163", tool="pg_dumpall", cls="runtime-value", cmd="/bin/sh backup.sh"),
        V("pg_dump: error: aborting because of server version mismatch\npg_dump: detail: server version: 17.0; pg_dump version: 16.4",
          src="https://github.com/pgadmin-org/pgadmin4/issues/8046", tool="pgadmin", os="windows",
          cmd="\"C:\\Program Files\\PostgreSQL\\17\\pgAdmin 4\\runtime\\pg_dump.exe\" --host \"localhost\" --port \"5432\" --username \"postgres\" --no-password --format=c --verbose \"TestDB\""),
    ], cmd="pg_dump -h <<host>> -U postgres -Fc -f backup.dump appdb", os=("linux", "macos"), n=9),

    G("f21-android-sdk-licenses", "gradle", "multiline", "https://github.com/openfoodfacts/openfoodfacts-androidapp/issues/503", [
        "FAILURE: Build failed with an exception.\n* What went wrong:\nA problem occurred configuring project ':app'.\n"
        "> You have not accepted the license agreements of the following SDK components:\n"
        "  [Android SDK Build-Tools 25, Android SDK Platform 25].\n"
        "  Before building your project, you need to accept the license agreements and complete the installation of the missing components using the Android Studio SDK Manager.\n"
        "  Alternatively, to learn how to transfer the license agreements from one workstation to another, go to http://d.android.com/r/studio-ui/export-licenses.html",
        V("Checking the license for package Google Repository in /usr/local/Caskroom/android-sdk/3859397,26.0.1/licenses\n"
          "Warning: License for package Google Repository not accepted.\n\nFAILURE: Build failed with an exception.\n\n"
          "* What went wrong:\nA problem occurred configuring root project 'android'.\n  [Google Repository].\n"
          "  Before building your project, you need to accept the license agreements and complete the installation of the missing components using the Android Studio SDK Manager.",
          src="https://github.com/ionic-team/ionic-cli/issues/1726", tool="ionic", cls="wrapper", os="macos",
          cmd="ionic cordova build android"),
        V("> You have not accepted the license agreements of the following SDK components:\n  [CMake 3.6.4111459].",
          src="https://github.com/travis-ci/packer-templates/issues/483", tool="travis-ci", cls="non-file-path"),
        V("A problem occurred configuring root project 'android'.\n> You have not accepted the license agreements of the following SDK components:\n"
          "  [SDK Patch Applier v4, Google Repository].\n"
          "  Before building your project, you need to accept the license agreements and complete the installation of the missing components using the Android Studio SDK Manager.",
          src="https://github.com/floatinghotpot/cordova-admob-pro/issues/490", tool="cordova", cls="wrapper",
          cmd="cordova build android"),
        V("A problem occurred configuring project ':app'.\n[Android SDK Platform 23, Android SDK Build-Tools 23.0.2].\n"
          "Before building your project, you need to accept the license agreements and complete the installation of the missing components using the Android Studio SDK Manager.",
          src="https://github.com/Tencent/tinker/issues/113", os="windows", cls="everyday"),
    ], cmd="./gradlew assembleDebug", os=W, n=7),

    G("f21-cdk-bootstrap-assets", "cdk", "runtime-value", "https://github.com/aws-samples/serverless-refarch-for-proxysql/issues/10", [
        "ProxysqlFargateStack: deploying...\n\n ❌  ProxysqlFargateStack failed: Error: This stack uses assets, so the toolkit stack must be deployed to the environment (Run \"cdk bootstrap aws://account-id/cn-northwest-1\")\n"
        "This stack uses assets, so the toolkit stack must be deployed to the environment (Run \"cdk bootstrap aws://account-id/cn-northwest-1\")",
        V(" ❌  RepeatedCloudWatchAlarmStack failed: Error: This stack uses assets, so the toolkit stack must be deployed to the environment (Run \"cdk bootstrap aws://unknown-account/unknown-region\")\n"
          "    at addMetadataAssetsToManifest (<<home>>/.nvm/versions/node/v20.8.1/lib/node_modules/aws-cdk/lib/index.js:425:560)\n"
          "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)\n\n"
          " ❌ Deployment failed: Error: This stack uses assets, so the toolkit stack must be deployed to the environment (Run \"cdk bootstrap aws://unknown-account/unknown-region\")",
          src="https://github.com/aws-samples/amazon-cloudwatch-alarms-repeated-notification-cdk/issues/9", cls="multiline", os="macos"),
        V("data-pipeline-simple-dev: deploying...\n\n ❌  data-pipeline-simple-dev failed: Error: This stack uses assets, so the toolkit stack must be deployed to the environment (Run \"cdk bootstrap aws://077590795309/eu-west-1\")\n"
          "    at Object.addMetadataAssetsToManifest (/usr/local/lib/node_modules/aws-cdk/lib/assets.ts:27:11)\n"
          "Traceback (most recent call last):\n  File \"<<home>>/dev/datajob/.venv/bin/datajob\", line 5, in <module>\n    run()",
          src="https://github.com/vincentclaes/datajob/issues/51", tool="datajob", cls="wrapper", os="macos",
          cmd="datajob deploy --config datajob_stack.py"),
        V("Starting deployment of CDK Project\nConsoleAppTask: deploying...\n\n"
          " Γ¥î  ConsoleAppTask failed: Error: This stack uses assets, so the toolkit stack must be deployed to the environment (Run \"cdk bootstrap aws://886185659774/us-west-2\")\n"
          "    at Object.addMetadataAssetsToManifest (<<home>>\\AppData\\Roaming\\npm\\node_modules\\aws-cdk\\lib\\assets.ts:27:11)",
          src="https://github.com/aws/aws-dotnet-deploy/pull/21", tool="dotnet-aws", cls="wrapper", os="windows"),
        V("   TriviaGameStaticSiteInfraTest failed: Error: This stack uses assets, so the toolkit stack must be deployed to the environment (Run \"cdk bootstrap aws://xx/us-east-1\")\n"
          "This stack uses assets, so the toolkit stack must be deployed to the environment (Run \"cdk bootstrap aws://xx/us-east-1\")\nnpm ERR! code ELIFECYCLE",
          src="https://github.com/aws-samples/aws-reinvent-trivia-game/issues/40", tool="codebuild", cls="wrapper"),
        V("This stack uses assets, so the toolkit stack must be deployed to the environment (Run \"cdk bootstrap aws://unknown-account/unknown-region\")",
          src="https://github.com/awslabs/aws-rails-provisioner/issues/4", tool="aws-rails-provisioner", cls="wrapper",
          cmd="aws-rails-provisioner deploy"),
    ], cmd="npx cdk deploy", os=W, n=8),

    G("f21-buildx-docker-driver-multiplatform", "docker buildx", "version", "https://github.com/NERSC/interactEM/issues/312", [
        "ERROR: Multi-platform build is not supported for the docker driver.\nSwitch to a different driver, or turn on the containerd image store, and try again.\n"
        "Learn more at https://docs.docker.com/go/build-multi-platform/",
        V("ERROR: multiple platforms feature is currently not supported for docker driver. Please switch to a different driver (eg. \"docker buildx create --use\")",
          src="https://github.com/librenms/docker/issues/315", os="windows", cmd="docker buildx bake image-all"),
        V("Error: buildx failed with: ERROR: multiple platforms feature is currently not supported for docker driver. Please switch to a different driver (eg. \"docker buildx create --use\")",
          src="https://github.com/tconbeer/sqlfmt/issues/372", tool="github-actions", cls="wrapper"),
        V("[+] Building 0.0s (0/0)                                                  docker:desktop-linux\n"
          "ERROR: Multi-platform build is not supported for the docker driver.\nSwitch to a different driver, or turn on the containerd image store, and try again.\n"
          "Learn more at https://docs.docker.com/go/build-multi-platform/",
          src="https://github.com/aws-samples/aws-pod-eip-controller/issues/50", os="macos", cls="multiline",
          cmd="docker buildx build --tag <<org>>/<<proj>>:latest --platform linux/amd64,linux/arm64 --push ."),
        V("error: multiple platforms feature is currently not supported for docker driver. Please switch to a different driver (eg. \"docker buildx create --use\")\n"
          "make: *** [Makefile:41: push] Error 1",
          src="https://github.com/chatwork/dockerfiles/pull/1080", tool="make", cls="two-programs", cmd="make push"),
        V("[<<ts>>] ERROR: multiple platforms feature is currently not supported for docker driver. Please switch to a different driver (eg. \"docker buildx create --use\")\n"
          "[<<ts>>] Exit code 1",
          src="https://github.com/devcontainers/cli/issues/823", tool="devcontainer", cls="wrapper",
          cmd="devcontainer build --platform linux/amd64,linux/arm64 --push --workspace-folder ."),
    ], cmd="docker buildx build --platform linux/amd64,linux/arm64 -t <<org>>/<<proj>> .", os=W, n=8),

    G("f21-pods-snapshot-incompatible", "pod", "multiline", "https://github.com/sgr-ksmt/FireTodo/pull/2", [
        "[!] CocoaPods could not find compatible versions for pod \"ReSwiftThunk\":\n  In snapshot (Podfile.lock):\n    ReSwiftThunk (= 1.2.0, ~> 1.2)\n\n  In Podfile:\n    ReSwiftThunk (~> 1.2)",
        V("CocoaPods could not find compatible versions for pod \"JKCountDownButton\":\n  In snapshot (Podfile.lock):\n    JKCountDownButton (= 1.2.0)\n\n"
          "  In Podfile:\n    JKCountDownButton (~> 1.2.0)\n\n"
          "None of your spec sources contain a spec satisfying the dependencies: `JKCountDownButton (~> 1.2.0), JKCountDownButton (= 1.2.0)`.",
          src="https://github.com/shaojiankui/JKCountDownButton/issues/7"),
        V("[!] CocoaPods could not find compatible versions for pod \"Protobuf\":\n  In snapshot (Podfile.lock):\n    Protobuf (= 3.6.1, ~> 3.4)\n\n"
          "  In Podfile:\n    AliyunSlsObjc (~> 1.1.6) was resolved to 1.1.6, which depends on\n      Protobuf (~> 3.2.1)\n\n"
          "    SVGAPlayer was resolved to 2.3.2, which depends on\n      SVGAPlayer/ProtoFiles (= 2.3.2) was resolved to 2.3.2, which depends on\n        Protobuf (~> 3.4)",
          src="https://github.com/lujiajing1126/AliyunLogObjc/issues/22", cls="non-file-path"),
    ], cmd="pod install", os=("macos",), look="f21-pods-deployment-target", n=5),

    G("f21-pods-deployment-target", "pod", "multiline", "https://github.com/kboy-silvergym/SnapKitSample-iOS/issues/2", [
        "[!] CocoaPods could not find compatible versions for pod \"SnapSDK/SCSDKLoginKit\":\n  In Podfile:\n    SnapSDK/SCSDKLoginKit\n\n"
        "Specs satisfying the `SnapSDK/SCSDKLoginKit` dependency were found, but they required a higher minimum deployment target.",
        V("Running pod install...                                             784ms\nCocoaPods' output:\n↳\n"
          "    Resolving dependencies of `Podfile`\n"
          "    [!] CocoaPods could not find compatible versions for pod \"snapkit\":\n      In Podfile:\n        snapkit (from `.symlinks/plugins/snapkit/ios`)\n\n"
          "    Specs satisfying the `snapkit (from `.symlinks/plugins/snapkit/ios`)` dependency were found, but they required a higher minimum deployment target.",
          src="https://github.com/TimmyRB/snapkit/issues/35", tool="flutter", cls="wrapper", cmd="flutter run"),
        V("Analyzing dependencies\n[!] CocoaPods could not find compatible versions for pod \"GoogleUtilities/UserDefaults\":\n"
          "  In snapshot (Podfile.lock):\n    GoogleUtilities/UserDefaults (= 6.2.5, ~> 6.0, ~> 6.2)\n\n"
          "  In Podfile:\n    GoogleUtilities (= 6.2.3) was resolved to 6.2.3, which depends on\n      GoogleUtilities/UserDefaults (= 6.2.3)\n\n"
          "Specs satisfying the `GoogleUtilities/UserDefaults (= 6.2.5, ~> 6.0, ~> 6.2), GoogleUtilities/UserDefaults (= 6.2.3)` dependency were found, but they required a higher minimum deployment target.",
          src="https://github.com/CocoaPods/CocoaPods/issues/9114", tool="ionic", cls="wrapper"),
    ], cmd="pod install", os=("macos",), look="f21-pods-snapshot-incompatible", n=5),

    G("f21-pods-sandbox-not-in-sync", "xcodebuild", "multiline", "https://github.com/jconst/JCDialPad/issues/2", [
        "PhaseScriptExecution Check\\ Pods\\ Manifest.lock <<home>>/Library/Developer/Xcode/DerivedData/<<proj>>-evtyshmfocntfvelcuqhvpsmeccz/Build/Intermediates/<<proj>>.build/Debug-iphonesimulator/<<proj>>.build/Script-8AA3BADFC8B.sh\n"
        "    cd <<root>>\n\ndiff: /../Podfile.lock: No such file or directory\ndiff: /Manifest.lock: No such file or directory\n"
        "error: The sandbox is not in sync with the Podfile.lock. Run 'pod install' or update your CocoaPods installation.",
        V("diff: /../Podfile.lock: No such file or directory\ndiff: /Manifest.lock: No such file or directory\n"
          "error: The sandbox is not in sync with the Podfile.lock. Run 'pod install' or update your CocoaPods installation.",
          src="https://github.com/Alterplay/APAudioPlayer/issues/11", cls="everyday"),
        V("error build: The sandbox is not in sync with the Podfile.lock. Run 'pod install' or update your CocoaPods installation.",
          src="https://github.com/mastodon/mastodon-ios/pull/575", cls="version"),
        V("diff: /../Podfile.lock: No such file or directory\n\ndiff: /Manifest.lock: No such file or directory\n\n"
          "error: The sandbox is not in sync with the Podfile.lock. Run 'pod install' or update your CocoaPods installation.",
          src="https://github.com/sgl0v/MSColorPicker/issues/3"),
    ], cmd="xcodebuild -workspace <<proj>>.xcworkspace -scheme <<proj>> build", os=("macos",), look="f21-pods-snapshot-incompatible", n=6),
]

QUERIES = [
    Q("helm upgrade stuck says another operation is in progress", "f21-helm-op-in-progress", "plain"),
    Q("helm 升级 提示 另一个操作正在进行 怎么解决", "f21-helm-op-in-progress", "zh"),
    Q("pnpm frozen lockfile CI fails lockfile not up to date with package.json", "f21-pnpm-outdated-lockfile", "plain"),
    Q("pnpm 锁文件 和 package.json 不同步 CI 安装失败", "f21-pnpm-outdated-lockfile", "zh"),
    Q("pnpm lockfile version incompatible with this version of pnpm frozen install", "f21-pnpm-lockfile-incompatible", "plain"),
    Q("pnpm 锁文件版本 与当前 pnpm 版本不兼容", "f21-pnpm-lockfile-incompatible", "zh"),
    Q("yarn berry immutable install fails lockfile would be modified", "f21-yarn-berry-lockfile-forbidden", "plain"),
    Q("yarn 2 安装报 YN0028 锁文件会被修改", "f21-yarn-berry-lockfile-forbidden", "zh"),
    Q("poetry install says pyproject changed since lock file generated", "f21-poetry-lock-stale", "plain"),
    Q("poetry install 提示 pyproject.toml 改动 需要重新 lock", "f21-poetry-lock-stale", "zh"),
    Q("pg_dump older than the postgres server version mismatch abort", "f21-pgdump-version-mismatch", "plain"),
    Q("pg_dump 版本比服务器旧 备份失败", "f21-pgdump-version-mismatch", "zh"),
    Q("gradle build android sdk license agreements not accepted", "f21-android-sdk-licenses", "plain"),
    Q("安卓 SDK 许可协议没有接受 构建失败", "f21-android-sdk-licenses", "zh"),
    Q("cdk deploy stack uses assets need to run cdk bootstrap", "f21-cdk-bootstrap-assets", "plain"),
    Q("cdk 部署 提示 需要先 bootstrap 环境", "f21-cdk-bootstrap-assets", "zh"),
    Q("buildx multi platform build not supported with default docker driver", "f21-buildx-docker-driver-multiplatform", "plain"),
    Q("docker buildx 多平台构建 docker 驱动不支持", "f21-buildx-docker-driver-multiplatform", "zh"),
    Q("pod install incompatible versions in snapshot Podfile.lock", "f21-pods-snapshot-incompatible", "plain"),
    Q("pod install 和 Podfile.lock 里的版本冲突", "f21-pods-snapshot-incompatible", "zh"),
    Q("cocoapods pod requires higher minimum deployment target", "f21-pods-deployment-target", "plain"),
    Q("cocoapods 要求更高的最低部署版本 iOS", "f21-pods-deployment-target", "zh"),
    Q("xcode build error sandbox not in sync with Podfile.lock", "f21-pods-sandbox-not-in-sync", "plain"),
    Q("Xcode 编译 报 sandbox 和 Podfile.lock 不同步", "f21-pods-sandbox-not-in-sync", "zh"),
]

"""Field set 5: build and dependency tools where the value decides the fix in opposite directions.
Gradle's "Could not find method compile()" means Gradle 7 removed `compile` (use `implementation`);
"Could not find method implementation()" means a Gradle or Android plugin too old to have it (upgrade),
and Android Studio words that same condition as "Gradle DSL method not found". Composer names the PHP
extension that is missing (each its own group), in its v2 and its v1 wording. The dependency in the
arguments, paths and versions are volatile."""

from fieldspec import G, V

_HANDLER = "on object of type org.gradle.api.internal.artifacts.dsl.dependencies.DefaultDependencyHandler."
_GRADLE_TAIL = ("\n\n* Try:\nRun with --stacktrace option to get the stack trace. Run with --info or --debug option to get"
                " more log output. Run with --scan to get full insights.\n\n* Get more help at https://help.gradle.org")
_DSL = ("Gradle DSL method not found: 'implementation()'\nPossible causes:\nThe project '<<proj>>' may be using a version"
        " of the Android Gradle plug-in that does not contain the method (e.g. 'testCompile' was added in 1.1.0).\n"
        "Upgrade plugin to version {v} and sync project\n\nThe project '<<proj>>' may be using a version of Gradle that"
        " does not contain the method.\nOpen Gradle wrapper file\n\nThe build file may be missing a Gradle plugin.\n"
        "Apply Gradle plugin")
_COMPOSER_INI = ("\n\nTo enable extensions, verify that they are enabled in your .ini files:\n    - /etc/php/{v}/cli/php.ini\n"
                 "    - /etc/php/{v}/cli/conf.d/10-mysqlnd.ini\n    - /etc/php/{v}/cli/conf.d/10-opcache.ini")

GROUPS = [
    G("f5-gradle7-compile-removed", "gradle", "wrapper", "https://github.com/Ayrx/JNIAnalyzer/issues/11",
      ["FAILURE: Build failed with an exception.\n\n* Where:\nScript '/opt/ghidra/support/buildExtension.gradle' line: 51\n\n"
       "* What went wrong:\nA problem occurred evaluating script.\n> Could not find method compile() for arguments"
       " [directory 'lib'] " + _HANDLER + _GRADLE_TAIL + "\n\nBUILD FAILED in <<n>>s",
       V("* Where:\nScript 'C:\\ghidra_9.2.3\\support\\buildExtension.gradle' line: 51\n\n* What went wrong:\n"
         "A problem occurred evaluating script.\n> Could not find method compile() for arguments [directory 'lib'] "
         + _HANDLER, src="https://github.com/astrelsky/vscode-ghidra-skeleton/issues/1", os="windows"),
       V("FAILURE: Build failed with an exception.\n\n* Where:\nBuild file '<<root>>/build.gradle' line: 33\n\n"
         "* What went wrong:\nA problem occurred evaluating project ':BigQueryWorkloadTester'.\n> Could not find method"
         " compile() for arguments [{group=com.google.api, name=gax-grpc, version=1.37.0}] " + _HANDLER,
         src="https://github.com/GoogleCloudPlatform/pontem/issues/248", os="macos",
         cmd="gradle clean :BigQueryWorkloadTester:build"),
       V("Build Failed\nError: JavaGradleWorkflow:GradleBuild - Gradle Failed: FAILURE: Build failed with an exception.\n\n"
         "* Where:\nBuild file '<<root>>/kvsMLInferenceFunction/build.gradle' line: 14\n\n* What went wrong:\n"
         "A problem occurred evaluating root project 'kvsMLInferenceFunction'.\n> Could not find method compile() for"
         " arguments [{group=com.amazonaws, name=amazon-kinesis-video-streams-parser-library, version=1.0.8}] " + _HANDLER,
         src="https://github.com/aws-samples/applying-voice-classification-in-amazon-connect-contact-flow/issues/1",
         tool="sam", cmd="sam build"),
       V("Could not find method compile() for arguments [org.fissore.jrecordbind:jrecordbind:3.3.0] " + _HANDLER,
         src="https://github.com/ffissore/jrecordbind/issues/25", cls="everyday")],
      cmd="gradle buildExtension", os=("linux",)),
    G("f5-gradle-old-implementation-unknown", "gradle", "two-programs", "https://github.com/roborescue/rcrs-server/issues/23",
      ["FAILURE: Build failed with an exception.\n\n* Where:\nBuild file '<<root>>/build.gradle' line: 10\n\n"
       "* What went wrong:\nA problem occurred evaluating root project '<<proj>>'.\n> Could not find method"
       " implementation() for arguments [directory '<<root>>/lib'] on root project '<<proj>>'.\n\n* Try:\n"
       "Run with --stacktrace option to get the stack trace. Run with --info or --debug option to get more log output.\n\n"
       "BUILD FAILED\n\nTotal time: 2.671 secs",
       V("Could not find method implementation() for arguments [im.fir:fir-http:0.0.7] on project ':plugin'.",
         src="https://github.com/FIRHQ/fir-gradle-plugin/issues/3"),
       V("Error:(72, 0) Could not find method implementation() for arguments"
         " [com.android.support.constraint:constraint-layout:1.1.0-beta1] " + _HANDLER,
         src="https://github.com/nickbutcher/plaid/issues/207", tool="android-studio", os="windows"),
       V(_DSL.format(v="4.0.0"), src="https://github.com/xuexiangjys/XUpdate/issues/95", tool="android-studio",
         os="windows"),
       V(_DSL.format(v="4.0.1"), src="https://github.com/android/codelab-mlkit-android/issues/40", tool="android-studio",
         os="macos")],
      cmd="gradle clean", os=("linux",), look="f5-gradle7-compile-removed"),
    G("f5-composer-ext-apcu-missing", "composer", "multiline", "https://github.com/iodigital-com/SecretSanta/issues/540",
      ["Problem 1\n    - Root composer.json requires PHP extension ext-apcu * but it is missing from your system. Install"
       " or enable PHP's apcu extension." + _COMPOSER_INI.format(v="8.0")],
      cmd="composer install", os=("linux",), exit=2),
    G("f5-composer-ext-curl-missing", "composer", "multiline", "https://github.com/EvoEsports/EvoSC/pull/255",
      ["Installing dependencies from lock file\nVerifying lock file contents can be installed on current platform.\n"
       "Your lock file does not contain a compatible set of packages. Please run composer update.\n\n  Problem 1\n"
       "    - Root composer.json requires PHP extension ext-curl * but it is missing from your system. Install or enable"
       " PHP's curl extension." + _COMPOSER_INI.format(v="7.4")],
      cmd="composer i --no-dev", os=("linux",), exit=2, look="f5-composer-ext-apcu-missing"),
    G("f5-composer-v1-ext-xsl-missing", "composer", "version", "https://github.com/composer/composer/issues/2789",
      ["Your requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n"
       "    - phpdocumentor/template-abstract 1.2.1 requires ext-xsl * -> the requested PHP extension xsl is missing from"
       " your system.\n    - phpdocumentor/template-abstract 1.2 requires ext-xsl * -> the requested PHP extension xsl is"
       " missing from your system."],
      cmd="composer require --dev phpdocumentor/phpdocumentor dev-master", os=("macos", "linux"), exit=2,
      look="f5-composer-ext-apcu-missing"),
    G("f5-composer-v1-ext-mbstring-missing", "docker-compose", "wrapper", "https://github.com/heroku/docker-php/issues/3",
      ["Step 0 : RUN composer install --no-scripts\n ---> Running in <<hex12>>\nLoading composer repositories with"
       " package information\nInstalling dependencies (including require-dev) from lock file\nYour requirements could not"
       " be resolved to an installable set of packages.\n\n  Problem 1\n    - The requested PHP extension ext-mbstring *"
       " is missing from your system."],
      cmd="docker-compose build", os=("linux", "macos"), exit=2, look="f5-composer-v1-ext-xsl-missing"),
]

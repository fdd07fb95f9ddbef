"""Field set 6: an AWS credential condition raised by five SDKs and CLIs (Python, Node, Ruby, Go and
the aws CLI: one fix, refresh the session), kept apart from its look-alikes (an invalid token, an
expired web-identity token); and Composer's missing PHP extension, where the extension decides (gd
or intl) while the package asking for it is volatile, in Composer 1's and Composer 2's wording."""

from fieldspec import G, V

_EXPIRED = "The security token included in the request is expired"

GROUPS = [
    G("aws-expired-token", "aws", "two-programs", "https://github.com/miquella/vaulted/issues/107",
      [f"An error occurred (ExpiredToken) when calling the GetCallerIdentity operation: {_EXPIRED}",
       V(f"botocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the CreateRole operation: "
         f"{_EXPIRED}", src="https://github.com/aws-samples/aws-iot-twinmaker-samples/issues/147", tool="python"),
       V(f"[<<date>> <<time>> GMT] [watchbot] Error polling cluster resources: {_EXPIRED}\n"
         f"[<<date>> <<time>> GMT] [watchbot] ExpiredToken: {_EXPIRED}",
         src="https://github.com/mapbox/ecs-watchbot/issues/61", tool="node", cls="runtime-value"),
       V(f"[<<time>>] ERROR: Miasma::Error::ApiError::RequestError: Forbidden - ExpiredToken: {_EXPIRED}",
         src="https://github.com/miasma-rb/miasma/issues/23", tool="ruby", cls="wrapper"),
       V(f"ExpiredTokenException: {_EXPIRED} status code: 403, request id: <<hex12>>",
         src="https://github.com/grafana/timestream-datasource/issues/92", tool="grafana"),
       V(f"Failed to list secrets. ExpiredToken: {_EXPIRED}", src="https://github.com/aws-amplify/amplify-backend/pull/1993",
         tool="ampx", cls="wrapper")],
      cmd="aws sts get-caller-identity", os=("linux", "macos", "windows")),
    G("aws-invalid-security-token", "node", "everyday", "https://github.com/jrl84/amazon-sp-api/issues/57",
      ["The security token included in the request is invalid"],
      cmd="node <<jsfile>>", look="aws-expired-token", os=("linux", "macos", "windows")),
    G("aws-web-identity-token-expired", "python", "runtime-value", "https://github.com/awslabs/aws-orbit-workbench/issues/707",
      ["botocore.errorfactory.ExpiredTokenException: An error occurred (ExpiredTokenException) when calling the "
       "AssumeRoleWithWebIdentity operation: Token expired: current date/time 16244<<n2>>33 must be before the "
       "expiration date/time16244<<n2>>35"],
      cmd="python <<pyfile>>", look="aws-expired-token", os=("linux",)),
    G("composer-ext-gd-missing", "composer", "version", "https://github.com/stil/gd-text/issues/51",
      [" - Installation request for stil/gd-text ^1.1 -> satisfiable by stil/gd-text[v1.1.0].\n"
       " stil/gd-text v1.1.0 requires ext-gd * -> the requested PHP extension gd is missing from your system.",
       V("    - magento/product-community-edition 2.2.0 requires ext-gd * -> the requested PHP extension gd is missing "
         "from your system.", src="https://github.com/magento/magento2/issues/13483", cls="everyday"),
       V("    - dantsu/php-image-editor 1.0.3 requires ext-gd * but it is not present.",
         src="https://github.com/DantSu/php-image-editor/issues/1"),
       V("  Problem 1\n    - mgp25/instagram-php v7.0.1 requires ext-gd * -> the requested PHP extension gd is missing "
         "from your system.\n    - mgp25/instagram-php v7.0.0 requires ext-gd * -> the requested PHP extension gd is "
         "missing from your system.", src="https://github.com/composer/composer/issues/8500", os="windows",
         cls="multiline")],
      cmd="composer install", os=("linux", "macos")),
    G("composer-ext-intl-missing", "composer", "everyday", "https://github.com/cknow/laravel-money/issues/1",
      ["    cknow/laravel-money v0.1.7 requires ext-intl * -> the requested PHP extension intl is missing from your system.",
       V("    - league/uri 5.3.0 requires ext-intl * -> the requested PHP extension intl is missing from your system.",
         src="https://github.com/Limenius/symfony-react-sandbox/issues/65", os="windows"),
       V("requires ext-intl * -> the requested PHP extension intl is missing from your system.",
         src="https://github.com/cakephp/cakephp/issues/7385", os="macos")],
      cmd="composer require cknow/laravel-money", os=("linux", "macos", "windows"), look="composer-ext-gd-missing"),
]

"""Field set 17, part g: HBuilderX's uni-app console (Chinese), where.exe's Chinese notice, Yarn PnP."""

from fieldspec import G, Q, V

_HBX_TEMPLATE = """<<time>>.528 项目 '<<proj>>' 开始编译...
<<time>>.974  INFO  Starting development server...
<<time>>.531  ERROR  Error: Cannot find module '@dcloudio/vue-cli-plugin-uni/packages/vue-template-compiler'
<<time>>.532 Require stack:
<<time>>.540 - <<root>>\\node_modules\\@dcloudio\\uni-template-compiler\\lib\\index.js
<<time>>.540 - <<root>>\\node_modules\\@dcloudio\\uni-cli-shared\\lib\\platform.js
<<time>>.549 - <<root>>\\node_modules\\@dcloudio\\uni-cli-shared\\lib\\json.js
<<time>>.549 - <<root>>\\node_modules\\@dcloudio\\uni-cli-shared\\lib\\index.js
<<time>>.562 - <<root>>\\node_modules\\@dcloudio\\vue-cli-plugin-uni\\lib\\env.js
<<time>>.563 - <<root>>\\node_modules\\@dcloudio\\vue-cli-plugin-uni\\index.js
<<time>>.582 - <<root>>\\node_modules\\@vue\\cli-service\\lib\\Service.js
<<time>>.584 - <<root>>\\node_modules\\@vue\\cli-service\\bin\\vue-cli-service.js"""

_HBX_PINIA = """<<time>>.418 正在编译中...
<<time>>.555 vite v2.9.5 building for development...
<<time>>.587 [plugin:uni:mp-main-js] Cannot find module 'pinia\\dist\\pinia.mjs'
<<time>>.587 Require stack:
<<time>>.591 - C:\\Program Files\\HBuilderX\\plugins\\uniapp-cli-vite\\node_modules\\@dcloudio\\uni-cli-shared\\dist\\resolve.js
<<time>>.592 - C:\\Program Files\\HBuilderX\\plugins\\uniapp-cli-vite\\node_modules\\@dcloudio\\uni-cli-shared\\dist\\json\\mp\\jsonFile.js
<<time>>.595 - C:\\Program Files\\HBuilderX\\plugins\\uniapp-cli-vite\\node_modules\\@dcloudio\\uni-cli-shared\\dist\\mp\\usingComponents.js
<<time>>.596 - C:\\Program Files\\HBuilderX\\plugins\\uniapp-cli-vite\\node_modules\\@dcloudio\\uni-cli-shared\\dist\\mp\\index.js
<<time>>.600 - C:\\Program Files\\HBuilderX\\plugins\\uniapp-cli-vite\\node_modules\\@dcloudio\\uni-cli-shared\\dist\\index.js
<<time>>.600 - C:\\Program Files\\HBuilderX\\plugins\\uniapp-cli-vite\\node_modules\\@dcloudio\\vite-plugin-uni\\dist\\cli\\utils.js
<<time>>.604 - C:\\Program Files\\HBuilderX\\plugins\\uniapp-cli-vite\\node_modules\\@dcloudio\\vite-plugin-uni\\dist\\cli\\index.js
<<time>>.604 - C:\\Program Files\\HBuilderX\\plugins\\uniapp-cli-vite\\node_modules\\@dcloudio\\vite-plugin-uni\\bin\\uni.js
<<time>>.608 at main.js:1:0"""

_HBX_NODE_SASS = """[HBuilder] <<time>>.603 Module build failed (from ./node_modules/mini-css-extract-plugin/dist/loader.js):
[HBuilder] <<time>>.603 ModuleBuildError: Module build failed (from ./node_modules/sass-loader/lib/loader.js):
[HBuilder] <<time>>.636 Error: Missing binding <<root>>/node_modules/node-sass/vendor/darwin-x64-57/binding.node
[HBuilder] <<time>>.636 Node Sass could not find a binding for your current environment: OS X 64-bit with Node.js 8.x
[HBuilder] <<time>>.669 Found bindings for the following environments:
[HBuilder] <<time>>.670   - OS X 64-bit with Node.js 12.x
[HBuilder] <<time>>.702 This usually happens because your environment has changed since running `npm install`.
[HBuilder] <<time>>.733 Run `npm rebuild node-sass` to download the binding for your current environment."""

GROUPS = [
    G("f17-hbx-uni-vue-template-compiler", "hbuilderx", "locale", "https://github.com/Airubby/uniapp/issues/3", [
        _HBX_TEMPLATE,
        V("Cannot find module '../../vue-cli-plugin-uni/packages/vue-template-compiler'", locale="en", cls="everyday",
          tool="vue-cli-service", cmd="npm run dev:h5", src="https://github.com/dcloudio/uni-app/issues/1237"),
    ], cmd="运行 > 运行到浏览器 > Chrome", os=("windows",), locale="zh", n=9),
    G("f17-hbx-pinia-mjs-not-found", "hbuilderx", "locale", "https://github.com/vuejs/pinia/issues/1243", [_HBX_PINIA],
      cmd="运行 > 运行到小程序模拟器 > 微信开发者工具", os=("windows",), locale="zh", n=8,
      look="f17-hbx-uni-vue-template-compiler"),
    G("f17-hbx-node-sass-binding", "hbuilderx", "wrapper", "https://github.com/dcloudio/uni-ui/issues/24", [_HBX_NODE_SASS],
      cmd="运行 > 运行到手机或模拟器", os=("macos",)),
    G("f17-where-no-files-for-pattern-zh", "where", "locale", "https://github.com/MaoXiaoYuZ/Long-Novel-GPT/issues/35", [
        "信息: 用提供的模式无法找到文件。",
        V("信息：用提供的模式无法找到文件", src="https://github.com/tyxsspa/AnyText2/issues/11", tool="python",
          cmd="python demo.py"),
    ], cmd="where <<proj>>", os=("windows",), locale="zh", n=8),
    G("f17-yarn-pnp-undeclared-dependency", "yarn", "non-file-path", "https://github.com/yarnpkg/berry/issues/2867", [
        "Error: @dcloudio/vue-cli-plugin-hbuilderx tried to access module-alias, but it isn't declared in its dependencies; "
        "this makes the require call ambiguous and unsound.",
    ], cmd="yarn serve", os=("windows", "macos"), look="f17-hbx-uni-vue-template-compiler"),
]

QUERIES = [
    Q("hbuilderx uni-app cannot find module vue-cli-plugin-uni packages vue-template-compiler", "f17-hbx-uni-vue-template-compiler", "plain"),
    Q("HBuilderX 编译 uni-app 找不到 vue-template-compiler 模块", "f17-hbx-uni-vue-template-compiler", "zh"),
    Q("hbuilderx upgrade mp-main-js cannot find module pinia dist pinia.mjs", "f17-hbx-pinia-mjs-not-found", "plain"),
    Q("升级 HBuilderX 后 小程序编译 找不到 pinia.mjs", "f17-hbx-pinia-mjs-not-found", "zh"),
    Q("hbuilder node sass could not find a binding for current environment npm rebuild", "f17-hbx-node-sass-binding", "plain"),
    Q("HBuilder 编译到 App node-sass 缺少 binding 需要 rebuild", "f17-hbx-node-sass-binding", "zh"),
    Q("windows where command info could not find files for the given pattern chinese", "f17-where-no-files-for-pattern-zh", "plain"),
    Q("运行脚本提示 信息: 用提供的模式无法找到文件", "f17-where-no-files-for-pattern-zh", "zh"),
    Q("yarn berry pnp tried to access module-alias but it isn't declared in its dependencies", "f17-yarn-pnp-undeclared-dependency", "plain"),
    Q("yarn 2 pnp 模式 依赖未声明 ambiguous and unsound", "f17-yarn-pnp-undeclared-dependency", "zh"),
]

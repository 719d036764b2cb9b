// Quill as this app builds it: the core, the Snow theme and its toolbar widgets, and every format a note can hold
// (shared/sanitize-policy.ts) or an older note may carry — without what the full 'quill' bundle registers besides,
// which nothing here can use: the Bubble theme (the editor is Snow), tables, syntax highlighting and formulas (each
// needs a library this app does not load, or a module it never turns on) and videos (the server keeps no iframe).
// vite.config.ts points every bare `import … from 'quill'` here (editor/use-quill.ts's included); types still come from
// the package, whose API this module re-exports unchanged.
import Quill from 'quill/core';
import { AlignClass, AlignStyle } from 'quill/formats/align';
import { BackgroundClass, BackgroundStyle } from 'quill/formats/background';
import Blockquote from 'quill/formats/blockquote';
import Bold from 'quill/formats/bold';
import CodeBlock, { Code as InlineCode } from 'quill/formats/code';
import { ColorClass, ColorStyle } from 'quill/formats/color';
import { DirectionAttribute, DirectionClass, DirectionStyle } from 'quill/formats/direction';
import { FontClass, FontStyle } from 'quill/formats/font';
import Header from 'quill/formats/header';
import Image from 'quill/formats/image';
import Indent from 'quill/formats/indent';
import Italic from 'quill/formats/italic';
import Link from 'quill/formats/link';
import List from 'quill/formats/list';
import Script from 'quill/formats/script';
import { SizeClass, SizeStyle } from 'quill/formats/size';
import Strike from 'quill/formats/strike';
import Underline from 'quill/formats/underline';
import Toolbar from 'quill/modules/toolbar';
import SnowTheme from 'quill/themes/snow';
import ColorPicker from 'quill/ui/color-picker';
import IconPicker from 'quill/ui/icon-picker';
import Icons from 'quill/ui/icons';
import Picker from 'quill/ui/picker';
import Tooltip from 'quill/ui/tooltip';

// The same registrations, under the same names, as the full bundle's (node_modules/quill/quill.js).
Quill.register(
  {
    'attributors/attribute/direction': DirectionAttribute,
    'attributors/class/align': AlignClass,
    'attributors/class/background': BackgroundClass,
    'attributors/class/color': ColorClass,
    'attributors/class/direction': DirectionClass,
    'attributors/class/font': FontClass,
    'attributors/class/size': SizeClass,
    'attributors/style/align': AlignStyle,
    'attributors/style/background': BackgroundStyle,
    'attributors/style/color': ColorStyle,
    'attributors/style/direction': DirectionStyle,
    'attributors/style/font': FontStyle,
    'attributors/style/size': SizeStyle,
  },
  true,
);
Quill.register(
  {
    'formats/align': AlignClass,
    'formats/direction': DirectionClass,
    'formats/indent': Indent,
    'formats/background': BackgroundStyle,
    'formats/color': ColorStyle,
    'formats/font': FontClass,
    'formats/size': SizeClass,
    'formats/blockquote': Blockquote,
    'formats/code-block': CodeBlock,
    'formats/header': Header,
    'formats/list': List,
    'formats/bold': Bold,
    'formats/code': InlineCode,
    'formats/italic': Italic,
    'formats/link': Link,
    'formats/script': Script,
    'formats/strike': Strike,
    'formats/underline': Underline,
    'formats/image': Image,
    'modules/toolbar': Toolbar,
    'themes/snow': SnowTheme,
    'ui/icons': Icons,
    'ui/picker': Picker,
    'ui/icon-picker': IconPicker,
    'ui/color-picker': ColorPicker,
    'ui/tooltip': Tooltip,
  },
  true,
);

export { AttributeMap, Delta, Module, Op, OpIterator, Parchment, Range } from 'quill/core';
export default Quill;

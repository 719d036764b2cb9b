// The editor's frame at Quill's size, shared by what stands in for Quill before it is built (EditorLoading,
// EditorSurface): the toolbar's rows (Quill wraps them to two below 586 px and three below 344 px) and the
// writing area's minimum height and padding (editor.css: 35vh on phones, 60vh from 40rem), so nothing
// moves when Quill takes their place.
export const FRAME_CLASSES = 'rounded-lg border border-slate-300 dark:border-slate-700';
export const TOOLBAR_CLASSES =
  'h-[91.5px] rounded-t-lg border-b border-slate-300 min-[344px]:h-[67px] min-[586px]:h-[42.5px] dark:border-slate-700';
export const WRITING_AREA_CLASSES = 'min-h-[max(10rem,35vh)] py-4 sm:min-h-[60vh] text-base leading-[1.6]';

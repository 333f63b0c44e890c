import Diagnostics

/// Rules of widget.xml, on its own (root, vocabulary, value kinds, ids) and against the bundle
/// (resources, frames, text tokens). Each is a `WidgetRule` that `WidgetWalk` calls.
public enum ViewsRules {}

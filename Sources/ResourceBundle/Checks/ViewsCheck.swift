import Diagnostics
import ModelsXML

/// widget.xml on its own (vocabulary, value kinds, ids), then against the bundle: every
/// resource in some density bucket (images in all of them), every animation frame, every
/// text token in every language.
struct ViewsCheck: BundleCheck {
    func run(in context: BundleContext) {
        guard let model = context.widgetModel() else { return }
        let file = context.location(context.widgetPath)
        ViewsChecker.check(model, file: file, into: context.sink)
        guard model.root.name == ViewsVocabulary.rootName else { return }
        if let resources = context.resourceIndex() {
            checkResources(model, resources, context)
            checkAnimations(model, resources, context)
        }
        checkTokens(model, context)
    }

    private func at(_ attribute: XMLAttribute, _ context: BundleContext) -> Location {
        context.location(context.widgetPath, line: attribute.line, column: attribute.column)
    }

    /// A single-file reference is located at its attribute, like every widget.xml finding; one
    /// file of a list at its own name, so each is told apart.
    private func at(_ reference: ResourceReference, _ context: BundleContext) -> Location {
        guard reference.listPosition != nil else { return at(reference.attribute, context) }
        return context.location(context.widgetPath, line: reference.line, column: reference.column)
    }

    private func checkResources(_ model: WidgetModel, _ resources: ResourceIndex, _ context: BundleContext) {
        var coverageReported: Set<String> = []
        for reference in model.resourceReferences {
            let found = resources.densities(of: reference.name)
            if found.isEmpty {
                let sameKind = resources.buckets.keys.filter { name in
                    reference.kind.extensions.contains(name.split(separator: ".").last.map { $0.lowercased() } ?? "")
                }
                let near = Suggestions.closest(to: reference.name, in: sameKind)
                context.sink.report(
                    ViewsReferenceRules.MissingResource.description, at: at(reference, context),
                    "\(reference.kind.rawValue) '\(reference.name)' (\(reference.source)) is in no "
                        + "resources/<N>dpi/ folder\(Suggestions.didYouMean(near))",
                    suggestion: near)
                continue
            }
            // Fonts and videos are density-independent and usually ship once, in 163dpi.
            guard reference.kind == .image, !coverageReported.contains(reference.name) else { continue }
            let missing = resources.densities.subtracting(found)
            if !missing.isEmpty {
                coverageReported.insert(reference.name)
                context.sink.report(
                    ViewsReferenceRules.DensityCoverage.description, at: at(reference, context),
                    "image '\(reference.name)' is only in \(ResourceIndex.label(found)), not in \(ResourceIndex.label(missing))"
                )
            }
        }
    }

    private func checkAnimations(_ model: WidgetModel, _ resources: ResourceIndex, _ context: BundleContext) {
        for animation in model.animations {
            let name = animation.element[attribute: "id"]?.value ?? "?"
            // A range too long to be real is reported by ViewsChecker; nothing to check here.
            let range = animation.range
            if range == .reversed, let start = animation.start, let end = animation.end {
                context.sink.report(
                    ViewsReferenceRules.MissingFrame.description, at: at(start, context),
                    "animation '\(name)': start \(start.value) is after end \(end.value), so it has no frames")
                continue
            }
            for (direction, opposite) in FrameAnimation.directions {
                guard let attribute = animation.element[attribute: direction] else { continue }
                if attribute.value == FrameAnimation.mirror {
                    let source = opposite.flatMap { animation.element[attribute: $0] }
                    if source == nil || source?.value == FrameAnimation.mirror || source?.value.isEmpty == true {
                        let why =
                            opposite.map { "\($0) \(source == nil ? "is absent" : "has no frames of its own")" }
                            ?? "it has no opposite direction"
                        context.sink.report(
                            ViewsReferenceRules.MissingFrame.description, at: at(attribute, context),
                            "animation '\(name)': \(direction) is (mirror) but \(why), so this direction has no frames")
                    }
                    continue
                }
                guard !attribute.value.isEmpty, case .frames(let first, let last, _) = range else { continue }
                checkFrames(of: animation, name: name, direction: attribute, numbers: first...last, resources, context)
            }
        }
    }

    /// Which frames each density folder has, found by parsing the folder's file names (never by
    /// building every frame's name): missing frames listed compactly, frames present in some
    /// densities only reported like a single image.
    private func checkFrames(
        of animation: FrameAnimation, name: String, direction attribute: XMLAttribute,
        numbers: ClosedRange<Int>, _ resources: ResourceIndex, _ context: BundleContext
    ) {
        let prefix = attribute.value
        let found = animation.frameNumbers(prefix: prefix, in: resources.buckets.keys)
        var densitiesOf: [Int: Set<Int>] = [:]
        for (file, number) in found {
            densitiesOf[number, default: []].formUnion(resources.densities(of: file))
        }
        let total = numbers.count
        let missing = FrameAnimation.missingRuns(of: numbers, present: densitiesOf.keys)
        if !missing.isEmpty {
            let count = missing.reduce(0) { $0 + $1.1 - $1.0 + 1 }
            context.sink.report(
                ViewsReferenceRules.MissingFrame.description, at: at(attribute, context),
                "animation '\(name)' \(attribute.name): \(count) of \(total) frames \(count == 1 ? "is" : "are") in no "
                    + "resources/<N>dpi/ folder: \(animation.compactNames(prefix: prefix, runs: missing))")
            return
        }
        let everywhere = densitiesOf.values.reduce(resources.densities) { $0.intersection($1) }
        let lacking = resources.densities.subtracting(everywhere)
        if !lacking.isEmpty {
            let place = everywhere.isEmpty ? "no single folder" : ResourceIndex.label(everywhere) + " only"
            let frames = animation.runName(prefix: prefix, from: numbers.lowerBound, to: numbers.upperBound)
            context.sink.report(
                ViewsReferenceRules.DensityCoverage.description, at: at(attribute, context),
                "animation '\(name)' \(attribute.name): the \(total) frames \(frames) are all in \(place); "
                    + "\(ResourceIndex.label(lacking)) \(lacking.count == 1 ? "lacks" : "lack") some or all of them")
        }
    }

    private func checkTokens(_ model: WidgetModel, _ context: BundleContext) {
        // A file with another root holds no texts at all: reported once by its own rule.
        let languages = context.translationFiles().filter { $0.file.root.name == "translations" }
        guard !languages.isEmpty else { return }
        let idSets = languages.map(\.file.ids)
        var reported: Set<String> = []
        for reference in model.tokenReferences where reported.insert(reference.token).inserted {
            for (language, ids) in zip(languages, idSets) where !ids.contains(reference.token) {
                let near = Suggestions.closest(to: reference.token, in: ids)
                context.sink.report(
                    ViewsReferenceRules.UndefinedToken.description, at: at(reference.attribute, context),
                    "text token '\(reference.token)' (\(reference.attribute.name) on <\(reference.element)>) is not in \(context.shownName(language.path))\(Suggestions.didYouMean(near))",
                    suggestion: near)
            }
        }
    }
}

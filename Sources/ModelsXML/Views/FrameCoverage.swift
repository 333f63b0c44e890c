import Diagnostics

/// Which density folders hold the frames of one direction of an animation, found by parsing
/// the folders' file names (never by building every frame's name). Read by views.missing-frame
/// and views.density-coverage.
public struct FrameCoverage {
    /// The direction's attribute (`name_r`...): its value is the frames' prefix.
    public let attribute: XMLAttribute
    public let numbers: ClosedRange<Int>
    /// Frame number -> the densities that hold it.
    public let densitiesOf: [Int: Set<Int>]
    /// Runs of frames in no density folder.
    public let missing: [(Int, Int)]

    /// The directions of `animation` whose frames are looked for: a plain, non-empty prefix
    /// (not `(mirror)`) of an animation with a playable range, in `FrameAnimation.directions` order.
    public static func directions(of animation: FrameAnimation, in resources: ResourceIndex) -> [FrameCoverage] {
        guard case .frames(let first, let last, _) = animation.range else { return [] }
        var coverages: [FrameCoverage] = []
        for (direction, _) in FrameAnimation.directions {
            guard let attribute = animation.element[attribute: direction], attribute.value != FrameAnimation.mirror,
                !attribute.value.isEmpty
            else { continue }
            coverages.append(FrameCoverage(animation, attribute, numbers: first...last, resources))
        }
        return coverages
    }

    private init(
        _ animation: FrameAnimation, _ attribute: XMLAttribute, numbers: ClosedRange<Int>, _ resources: ResourceIndex
    ) {
        var densitiesOf: [Int: Set<Int>] = [:]
        for (file, number) in animation.frameNumbers(prefix: attribute.value, in: resources.buckets.keys) {
            densitiesOf[number, default: []].formUnion(resources.densities(of: file))
        }
        self.attribute = attribute
        self.numbers = numbers
        self.densitiesOf = densitiesOf
        self.missing = FrameAnimation.missingRuns(of: numbers, present: densitiesOf.keys)
    }
}

extension WidgetContext {
    /// A single-file reference is located at its attribute, like every widget.xml finding; one
    /// file of a list at its own name, so each is told apart.
    public func at(_ reference: ResourceReference) -> Location {
        guard reference.listPosition != nil else { return at(reference.attribute) }
        return at(line: reference.line, column: reference.column)
    }
}

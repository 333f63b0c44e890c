/// The countries and versions of a bundle's model files, merged: what specificData and
/// DocumentRules.xml name.
public struct ModelIndex: Sendable {
    public struct Country: Sendable {
        public var id: String
        public var iso: String
        /// Version ids, in file order, without repeats (DL_All and DL_All_Table repeat them).
        public var versions: [String] = []
        /// document_type and document_id values of those versions.
        public var otherNames: Set<String> = []
    }

    public private(set) var countries: [String: Country] = [:]
    public private(set) var countryOrder: [String] = []

    public init(_ files: [DocumentModelFile] = []) {
        for file in files { add(file) }
    }

    public var isEmpty: Bool { countries.isEmpty }

    public mutating func add(_ file: DocumentModelFile) {
        for document in file.documents {
            guard let id = document.id?.value else { continue }
            let versions = document.versions
            merge(
                id, iso: document.iso?.value ?? "", versions: versions.compactMap { $0.id?.value },
                otherNames: versions.flatMap { [$0.documentType?.value, $0.documentID?.value].compactMap { $0 } })
        }
    }

    /// Merges the index of other files, as if they had been added here in turn (each
    /// model file is indexed on the core that parsed it).
    public mutating func add(_ other: ModelIndex) {
        for id in other.countryOrder {
            let incoming = other.countries[id]!
            merge(id, iso: incoming.iso, versions: incoming.versions, otherNames: incoming.otherNames)
        }
    }

    /// A country's first sighting keeps its iso and its place in the order; versions are
    /// added once each, in order.
    private mutating func merge(
        _ id: String, iso: String, versions: [String], otherNames: some Sequence<String>
    ) {
        if countries[id] == nil {
            countries[id] = Country(id: id, iso: iso)
            countryOrder.append(id)
        }
        for version in versions where !countries[id]!.versions.contains(version) {
            countries[id]!.versions.append(version)
        }
        countries[id]!.otherNames.formUnion(otherNames)
    }

    /// The country a code names: its DocumentID id, or its iso.
    public func country(_ code: String) -> Country? {
        countries[code] ?? countries.values.first { $0.iso == code }
    }
}

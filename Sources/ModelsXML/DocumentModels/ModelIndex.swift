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
            if countries[id] == nil {
                countries[id] = Country(id: id, iso: document.iso?.value ?? "")
                countryOrder.append(id)
            }
            for version in document.versions {
                if let versionID = version.id?.value, !countries[id]!.versions.contains(versionID) {
                    countries[id]!.versions.append(versionID)
                }
                if let type = version.documentType?.value { countries[id]!.otherNames.insert(type) }
                if let documentID = version.documentID?.value { countries[id]!.otherNames.insert(documentID) }
            }
        }
    }

    /// Merges the index of other files, as if they had been added here in turn (each
    /// model file is indexed on the core that parsed it).
    public mutating func add(_ other: ModelIndex) {
        for id in other.countryOrder {
            let incoming = other.countries[id]!
            if countries[id] == nil {
                countries[id] = Country(id: id, iso: incoming.iso)
                countryOrder.append(id)
            }
            for versionID in incoming.versions where !countries[id]!.versions.contains(versionID) {
                countries[id]!.versions.append(versionID)
            }
            countries[id]!.otherNames.formUnion(incoming.otherNames)
        }
    }

    /// The country a code names: its DocumentID id, or its iso.
    public func country(_ code: String) -> Country? {
        countries[code] ?? countries.values.first { $0.iso == code }
    }
}

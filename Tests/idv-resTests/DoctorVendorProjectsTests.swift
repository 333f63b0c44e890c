import Diagnostics
import Foundation
import TestPrerequisites
import XCTest

/// `idv-res doctor` on the vendor's 12 public iOS sample projects (`../shared/corpus/ios-projects`,
/// correct shipping integrations): no finding on any. Without the corpus: a skip, a failure
/// under CI=true.
final class DoctorVendorProjectsTests: XCTestCase {
    static let projects = [
        "facephi-classic", "facephi-classic-videorecording", "facephi-fileuploader", "facephi-full", "facephi-idv",
        "facephi-nfc", "facephi-phingers", "facephi-selphi", "facephi-signature", "facephi-videocall",
        "facephi-videoid", "facephi-voiceid",
    ]

    func vendorProjects() throws -> URL {
        guard let folder = corpusDirectory?.appendingPathComponent("ios-projects"),
            FileManager.default.fileExists(atPath: folder.path)
        else {
            throw Prerequisite.missing("../shared/corpus/ios-projects is absent: the vendor's projects are not checked")
        }
        return folder
    }

    func testNoFindingOnAnyVendorProject() throws {
        let folder = try vendorProjects()
        for name in Self.projects {
            let path = folder.appendingPathComponent(name).path
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), "\(name) is missing from \(folder.path)")
            let result = runCLI(["doctor", path, "--format", "json"])
            let document = try XCTUnwrap(try? JSONParser().parse(result.out), "\(name)\n\(result.out)\(result.err)")
            XCTAssertEqual(document["diagnostics"]?.array?.count, 0, "\(name)\n\(result.out)")
            XCTAssertEqual(result.status, 0, "\(name)\n\(result.out)")
        }
    }

    /// The checks do run on the vendor's code: emptied, the keys its SDK and its own Core
    /// Location code ask for are warnings naming them.
    func testVendorProjectWithEmptiedKeysIsReported() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, expected) in [
            (
                "facephi-selphi",
                "NSCameraUsageDescription in demosdk.xcodeproj/project.pbxproj is empty, and target 'demosdk' uses "
                    + "SDK Mobile (SelphiController in demosdk/"
            ),
            (
                "facephi-nfc",
                "NSLocationWhenInUseUsageDescription in demosdk.xcodeproj/project.pbxproj is empty, and target "
                    + "'demosdk' uses Core Location (CLLocationManager in demosdk/Library/LocationManager.swift:16)"
            ),
        ] {
            let copy = root.appendingPathComponent(name)
            try copyWritable(try vendorProjects().appendingPathComponent(name), to: copy)
            let project = copy.appendingPathComponent("demosdk.xcodeproj/project.pbxproj").path
            let text = try String(contentsOfFile: project, encoding: .utf8)
            let emptied = text.replacingOccurrences(
                of: #"(INFOPLIST_KEY_N[A-Za-z]*UsageDescription) = "[^"]*";"#, with: "$1 = \"\";",
                options: .regularExpression)
            XCTAssertNotEqual(emptied, text)
            try emptied.write(toFile: project, atomically: true, encoding: .utf8)
            let result = runCLI(["doctor", copy.path])
            XCTAssertTrue(result.out.contains(expected), "\(name)\n\(result.out)")
            XCTAssertTrue(result.out.contains("[doctor.usage-description-placeholder]"), "\(name)\n\(result.out)")
        }
    }

    /// The corpus is read-only: a copy whose files can be changed.
    func copyWritable(_ source: URL, to destination: URL) throws {
        try FileManager.default.copyItem(at: source, to: destination)
        let files = FileManager.default.enumerator(atPath: destination.path)
        while let file = files?.nextObject() as? String {
            let path = destination.appendingPathComponent(file).path
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: destination.path)
    }
}

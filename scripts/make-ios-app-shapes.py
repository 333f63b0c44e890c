#!/usr/bin/env python3
"""Writes Samples/ios-app/<shape>: small Xcode projects of ordinary NFC apps that use none of the
vendor's SDKs (a passport reader, an NDEF reader, a MIFARE reader, NDEF apps for iOS 12 and 13,
an App Clip, a Flutter app's ios/ folder, a React Native app's ios/ folder with a Swift bridge to
SelphID, deepidv's selfie screen in SwiftUI apps), and of the project mistakes `idv-res doctor` must not pass silently (a path with
other letter case, missing files, an unused entitlements file, a Git LFS pointer, select
identifiers that are no application ids, plists in UTF-16 and UTF-8 with a byte order mark). DoctorCLITests states what doctor says on each."""
import os, shutil

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Samples", "ios-app")

def xml_plist(entries):
    body = "".join(f"\t<key>{k}</key>\n\t{v}\n" for k, v in entries)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
            f'<plist version="1.0">\n<dict>\n{body}</dict>\n</plist>\n')

def strings(*values):
    return "<array>\n" + "".join(f"\t\t<string>{v}</string>\n" for v in values) + "\t</array>"

SELECT = "com.apple.developer.nfc.readersession.iso7816.select-identifiers"
FORMATS = "com.apple.developer.nfc.readersession.formats"

def info(usage, extra=()):
    return xml_plist([
        ("CFBundleExecutable", "<string>$(EXECUTABLE_NAME)</string>"),
        ("CFBundleIdentifier", "<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>"),
        ("CFBundleName", "<string>$(PRODUCT_NAME)</string>"),
        ("NFCReaderUsageDescription", f"<string>{usage}</string>"),
        *extra,
    ])

PASSPORT_INFO = info("This app reads the chip of your passport to confirm who you are.",
                     [(SELECT, strings("A0000002471001", "A00000024710FF"))])
NDEF_INFO = info("This app reads the NFC tags on our products to show their details.")
MIFARE_INFO = info("This app reads your transit card to show its balance.")

PASSPORT_SWIFT = """import CoreNFC

/// Reads the chip of a passport: BAC, then the data groups (ICAO 9303).
final class PassportChipReader: NSObject, NFCTagReaderSessionDelegate {
    private var session: NFCTagReaderSession?

    func begin() {
        session = NFCTagReaderSession(pollingOption: [.iso14443], delegate: self, queue: nil)
        session?.alertMessage = "Hold your iPhone near your passport."
        session?.begin()
    }

    func tagReaderSessionDidBecomeActive(_ session: NFCTagReaderSession) {}

    func tagReaderSession(_ session: NFCTagReaderSession, didInvalidateWithError error: Error) {}

    func tagReaderSession(_ session: NFCTagReaderSession, didDetect tags: [NFCTag]) {
        guard case .iso7816(let tag)? = tags.first else {
            session.invalidate(errorMessage: "This is not a passport chip.")
            return
        }
        session.connect(to: tags[0]) { _ in self.selectApplication(on: tag) }
    }

    private func selectApplication(on tag: NFCISO7816Tag) {
        let select = NFCISO7816APDU(
            instructionClass: 0x00, instructionCode: 0xA4, p1Parameter: 0x04, p2Parameter: 0x0C,
            data: Data([0xA0, 0x00, 0x00, 0x02, 0x47, 0x10, 0x01]), expectedResponseLength: -1)
        tag.sendCommand(apdu: select) { _, _, _, _ in }
    }
}
"""

NDEF_SWIFT = """import CoreNFC

/// Reads the NDEF message of a product tag.
final class ProductTagScanner: NSObject, NFCNDEFReaderSessionDelegate {
    private var session: NFCNDEFReaderSession?

    func begin() {
        session = NFCNDEFReaderSession(delegate: self, queue: nil, invalidateAfterFirstRead: true)
        session?.alertMessage = "Hold your iPhone near the tag."
        session?.begin()
    }

    func readerSession(_ session: NFCNDEFReaderSession, didInvalidateWithError error: Error) {}

    func readerSession(_ session: NFCNDEFReaderSession, didDetectNDEFs messages: [NFCNDEFMessage]) {
        for record in messages.flatMap(\\.records) {
            print(record.wellKnownTypeTextPayload().0 ?? "")
        }
    }
}
"""

MIFARE_SWIFT = """import CoreNFC

/// Reads the balance block of a MIFARE Ultralight transit card.
final class TransitCardReader: NSObject, NFCTagReaderSessionDelegate {
    private var session: NFCTagReaderSession?

    func begin() {
        session = NFCTagReaderSession(pollingOption: [.iso14443], delegate: self)
        session?.begin()
    }

    func tagReaderSessionDidBecomeActive(_ session: NFCTagReaderSession) {}

    func tagReaderSession(_ session: NFCTagReaderSession, didInvalidateWithError error: Error) {}

    func tagReaderSession(_ session: NFCTagReaderSession, didDetect tags: [NFCTag]) {
        switch tags.first {
        case .miFare(let tag)?:
            session.connect(to: tags[0]) { _ in
                tag.sendMiFareCommand(commandPacket: Data([0x30, 0x04])) { data, _ in print(data as NSData) }
            }
        case .iso7816?, .iso15693?, .feliCa?:
            session.invalidate(errorMessage: "This is not a transit card.")
        default:
            session.invalidate()
        }
    }
}
"""

def object_id(prefix, n):
    return f"{prefix}{n:022X}"

def pbxproj(targets, regions=None):
    """targets: list of dicts name, type, settings (dict), sources (list of file names in the target's folder);
    regions: the project's knownRegions, when it lists them."""
    files, refs, phases, native, configs, lists = [], [], [], [], [], []
    target_ids = []
    for t_index, t in enumerate(targets, start=1):
        source_ids = []
        for s_index, source in enumerate(t["sources"], start=1):
            ref = object_id("A2", t_index * 16 + s_index)
            build = object_id("A1", t_index * 16 + s_index)
            kind = "sourcecode.c.objc" if source.endswith(".m") else "sourcecode.swift"
            refs.append(f"\t\t{ref} /* {source} */ = {{isa = PBXFileReference; lastKnownFileType = {kind}; path = {source}; sourceTree = \"<group>\"; }};\n")
            files.append(f"\t\t{build} /* {source} in Sources */ = {{isa = PBXBuildFile; fileRef = {ref} /* {source} */; }};\n")
            source_ids.append(f"{build} /* {source} in Sources */")
        phase = object_id("A3", t_index)
        phases.append(f"\t\t{phase} /* Sources */ = {{\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n"
                      "\t\t\tfiles = (\n" + "".join(f"\t\t\t\t{s},\n" for s in source_ids) + "\t\t\t);\n"
                      "\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n")
        config_ids = []
        for c_index, config in enumerate(["Debug", "Release"], start=1):
            cid = object_id("B3", t_index * 16 + c_index)
            settings = "".join(f"\t\t\t\t{k} = {v};\n" for k, v in sorted(t["settings"].items()))
            configs.append(f"\t\t{cid} /* {config} */ = {{\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {{\n"
                           f"{settings}\t\t\t}};\n\t\t\tname = {config};\n\t\t}};\n")
            config_ids.append(f"{cid} /* {config} */")
        list_id = object_id("B4", t_index)
        lists.append(f"\t\t{list_id} /* Build configuration list for PBXNativeTarget \"{t['name']}\" */ = {{\n"
                     "\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n"
                     + "".join(f"\t\t\t\t{c},\n" for c in config_ids)
                     + "\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t};\n")
        tid = object_id("B1", t_index)
        target_ids.append(f"{tid} /* {t['name']} */")
        native.append(f"\t\t{tid} /* {t['name']} */ = {{\n\t\t\tisa = PBXNativeTarget;\n"
                      f"\t\t\tbuildConfigurationList = {list_id} /* Build configuration list for PBXNativeTarget \"{t['name']}\" */;\n"
                      f"\t\t\tbuildPhases = (\n\t\t\t\t{phase} /* Sources */,\n\t\t\t);\n"
                      f"\t\t\tname = {t['name']};\n\t\t\tproductName = {t['name']};\n"
                      f"\t\t\tproductType = \"{t['type']}\";\n\t\t}};\n")
    project_configs = []
    project_config_ids = []
    for c_index, config in enumerate(["Debug", "Release"], start=1):
        cid = object_id("B5", c_index)
        project_configs.append(f"\t\t{cid} /* {config} */ = {{\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {{\n"
                               "\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tSWIFT_VERSION = 5.0;\n"
                               f"\t\t\t}};\n\t\t\tname = {config};\n\t\t}};\n")
        project_config_ids.append(f"{cid} /* {config} */")
    lists.append(f"\t\t{object_id('B4', 0)} /* Build configuration list for PBXProject */ = {{\n"
                 "\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n"
                 + "".join(f"\t\t\t\t{c},\n" for c in project_config_ids)
                 + "\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t};\n")
    project = (f"\t\t{object_id('B0', 1)} /* Project object */ = {{\n\t\t\tisa = PBXProject;\n"
               f"\t\t\tbuildConfigurationList = {object_id('B4', 0)} /* Build configuration list for PBXProject */;\n"
               "\t\t\tcompatibilityVersion = \"Xcode 14.0\";\n"
               + ("" if regions is None else "\t\t\tdevelopmentRegion = en;\n\t\t\tknownRegions = (\n"
                  + "".join(f"\t\t\t\t{r},\n" for r in regions) + "\t\t\t);\n")
               + "\t\t\tprojectDirPath = \"\";\n\t\t\tprojectRoot = \"\";\n"
               "\t\t\ttargets = (\n" + "".join(f"\t\t\t\t{t},\n" for t in target_ids) + "\t\t\t);\n\t\t};\n")
    def section(name, items):
        return f"\n/* Begin {name} section */\n" + "".join(items) + f"/* End {name} section */\n"
    return ("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n"
            + section("PBXBuildFile", files) + section("PBXFileReference", refs)
            + section("PBXNativeTarget", native) + section("PBXProject", [project])
            + section("PBXSourcesBuildPhase", phases)
            + section("XCBuildConfiguration", project_configs + configs)
            + section("XCConfigurationList", lists)
            + f"\t}};\n\trootObject = {object_id('B0', 1)} /* Project object */;\n}}\n")

APP = "com.apple.product-type.application"
CLIP = "com.apple.product-type.application.on-demand-install-capable"

def target(name, folder=None, deployment="15.0", entitlements=True, type=APP, sources=("Reader.swift",),
           bundle=None):
    folder = folder or name
    settings = {
        "INFOPLIST_FILE": f"{folder}/Info.plist",
        "PRODUCT_BUNDLE_IDENTIFIER": bundle or f"com.example.{name.lower()}",
        "PRODUCT_NAME": "\"$(TARGET_NAME)\"",
    }
    if deployment:
        settings["IPHONEOS_DEPLOYMENT_TARGET"] = deployment
    if entitlements:
        settings["CODE_SIGN_ENTITLEMENTS"] = f"{folder}/{name}.entitlements"
    return {"name": name, "type": type, "settings": settings, "sources": list(sources)}

def write(shape, files, encodings={}):
    base = os.path.join(ROOT, shape)
    shutil.rmtree(base, ignore_errors=True)
    for path, text in files.items():
        full = os.path.join(base, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        data = text.encode(encodings.get(path, "utf-8"))
        with open(full, "wb") as out:
            out.write(data)

def app(shape, name, info_text, entitlements_text, swift, **options):
    t = target(name, **options)
    files = {
        f"{name}.xcodeproj/project.pbxproj": pbxproj([t]),
        f"{name}/Info.plist": info_text,
        f"{name}/Reader.swift": swift,
    }
    if entitlements_text is not None:
        files[f"{name}/{name}.entitlements"] = entitlements_text
    return files

TAG = xml_plist([(FORMATS, strings("TAG"))])

# The six kinds of NFC app, none with a finding.
write("passport-reader", app("passport-reader", "PassportReader", PASSPORT_INFO, TAG, PASSPORT_SWIFT))
write("ndef-reader", app("ndef-reader", "TagReader", NDEF_INFO, TAG, NDEF_SWIFT, deployment="14.0"))
write("mifare-reader", app("mifare-reader", "TransitCard", MIFARE_INFO, TAG, MIFARE_SWIFT, deployment="13.0"))
write("ndef-ios12", app("ndef-ios12", "TagReader", NDEF_INFO, xml_plist([(FORMATS, strings("NDEF"))]), NDEF_SWIFT,
                        deployment="12.0"))

# An app and its App Clip, both reading passports; the App Clip's Info.plist lacks the select
# identifiers: checked like the app, it gets the finding.
clip_files = {
    "Passport.xcodeproj/project.pbxproj": pbxproj([
        target("Passport", bundle="com.example.passport"),
        target("PassportClip", type=CLIP, bundle="com.example.passport.Clip"),
    ]),
    "Passport/Info.plist": PASSPORT_INFO,
    "Passport/Passport.entitlements": TAG,
    "Passport/Reader.swift": PASSPORT_SWIFT,
    "PassportClip/Info.plist": info("This App Clip reads the chip of your passport to confirm who you are."),
    "PassportClip/PassportClip.entitlements": TAG,
    "PassportClip/Reader.swift": PASSPORT_SWIFT,
}
write("app-clip", clip_files)

# NDEF in the formats with iOS 13: rejected at upload (ITMS-90778).
write("ndef-ios13", app("ndef-ios13", "TagReader", NDEF_INFO, xml_plist([(FORMATS, strings("NDEF"))]), NDEF_SWIFT,
                        deployment="13.0"))

# The project names RFIDOnly-sample/; the folder is RfidOnly-sample/ (a Mac finds it, Linux does not).
mismatch = target("RFIDOnly", folder="RFIDOnly-sample")
write("case-mismatch", {
    "RFIDOnly.xcodeproj/project.pbxproj": pbxproj([mismatch]),
    "RfidOnly-sample/Info.plist": PASSPORT_INFO,
    "RfidOnly-sample/RFIDOnly.entitlements": TAG,
    "RfidOnly-sample/Reader.swift": PASSPORT_SWIFT,
})

# The Info.plist and entitlements the target names were deleted.
write("missing-files", {
    "PassportReader.xcodeproj/project.pbxproj": pbxproj([target("PassportReader")]),
    "PassportReader/Reader.swift": PASSPORT_SWIFT,
})

# No configuration sets CODE_SIGN_ENTITLEMENTS; PassportReader/PassportReader.entitlements is never used.
orphan = target("PassportReader", entitlements=False)
write("unused-entitlements", {
    "PassportReader.xcodeproj/project.pbxproj": pbxproj([orphan]),
    "PassportReader/Info.plist": PASSPORT_INFO,
    "PassportReader/PassportReader.entitlements": TAG,
    "PassportReader/Reader.swift": PASSPORT_SWIFT,
})

# The Info.plist in UTF-16 (with its byte order mark, as plistlib and Xcode write it), the
# entitlements in UTF-8 with a byte order mark: read as Xcode reads them, no finding.
utf16 = app("utf16-plist", "PassportReader", PASSPORT_INFO.replace('encoding="UTF-8"', 'encoding="UTF-16"'),
            "\ufeff" + TAG, PASSPORT_SWIFT)
write("utf16-plist", utf16, encodings={"PassportReader/Info.plist": "utf-16"})

# A clone without `git lfs pull`: the Info.plist is a Git LFS pointer.
lfs = app("lfs-pointer", "PassportReader",
          "version https://git-lfs.github.com/spec/v1\n"
          "oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 1021\n",
          TAG, PASSPORT_SWIFT)
write("lfs-pointer", lfs)

# Select identifiers that are no application ids (odd length, "0x", empty): each one a finding.
bad_ids = info("This app reads the chip of your passport to confirm who you are.",
               [(SELECT, strings("A0000002471001", "A00000024710F", "0xA0000002471001", ""))])
write("bad-application-id", app("bad-application-id", "PassportReader", bad_ids, TAG, PASSPORT_SWIFT))

# A Flutter app's iOS folder (ios/Runner.xcodeproj): the NFC code is Dart (nfc_manager), not read;
# the keys say it reads ISO 7816 tags (select identifiers), so TAG is asked for, and it is there.
FLUTTER_DELEGATE = """import Flutter
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
"""
runner = target("Runner", deployment="13.0", sources=("AppDelegate.swift",), bundle="com.example.nfcreader")
runner["settings"]["INFOPLIST_FILE"] = "Runner/Info.plist"
write("flutter-nfc", {
    "ios/Runner.xcodeproj/project.pbxproj": pbxproj([runner]),
    "ios/Runner/Info.plist": info("This app reads NFC cards and tags.",
                                  [(SELECT, strings("A0000002471001", "D2760000850101"))]),
    "ios/Runner/Runner.entitlements": TAG,
    "ios/Runner/AppDelegate.swift": FLUTTER_DELEGATE,
    "lib/main.dart": "import 'package:nfc_manager/nfc_manager.dart';\n\n"
                     "void main() => NfcManager.instance.startSession(onDiscovered: (tag) async {});\n",
    "pubspec.yaml": "name: nfc_reader\ndependencies:\n  nfc_manager: ^3.5.0\n",
})

# A React Native app's iOS folder (ios/IdCheck.xcodeproj) as the template makes it, with a Swift
# bridge (NativeModules.IdentityCapture) that launches SelphID's document capture: the camera key is
# filled in; the template's NSLocationWhenInUseUsageDescription stays empty, and nothing asks for
# the location: a note (doctor.usage-description-unused), never a warning.
def plist_bool(value):
    return "<true/>" if value else "<false/>"

RN_INFO = xml_plist([
    ("CFBundleDevelopmentRegion", "<string>en</string>"),
    ("CFBundleDisplayName", "<string>IdCheck</string>"),
    ("CFBundleExecutable", "<string>$(EXECUTABLE_NAME)</string>"),
    ("CFBundleIdentifier", "<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>"),
    ("CFBundleInfoDictionaryVersion", "<string>6.0</string>"),
    ("CFBundleName", "<string>$(PRODUCT_NAME)</string>"),
    ("CFBundlePackageType", "<string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>"),
    ("CFBundleShortVersionString", "<string>$(MARKETING_VERSION)</string>"),
    ("CFBundleSignature", "<string>????</string>"),
    ("CFBundleVersion", "<string>$(CURRENT_PROJECT_VERSION)</string>"),
    ("LSRequiresIPhoneOS", plist_bool(True)),
    ("NSAppTransportSecurity", "<dict>\n\t\t<key>NSAllowsArbitraryLoads</key>\n\t\t<false/>\n"
                               "\t\t<key>NSAllowsLocalNetworking</key>\n\t\t<true/>\n\t</dict>"),
    ("NSCameraUsageDescription", "<string>IdCheck photographs your identity document to confirm who you are.</string>"),
    ("NSLocationWhenInUseUsageDescription", "<string></string>"),
    ("UILaunchStoryboardName", "<string>LaunchScreen</string>"),
    ("UIRequiredDeviceCapabilities", strings("arm64")),
    ("UISupportedInterfaceOrientations", strings("UIInterfaceOrientationPortrait")),
    ("UIViewControllerBasedStatusBarAppearance", plist_bool(False)),
])

RN_DELEGATE = """import React
import ReactAppDependencyProvider
import React_RCTAppDelegate
import UIKit

@main
class AppDelegate: RCTAppDelegate {
    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        moduleName = "IdCheck"
        dependencyProvider = RCTAppDependencyProvider()
        initialProps = [:]
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    override func sourceURL(for bridge: RCTBridge) -> URL? { bundleURL() }

    override func bundleURL() -> URL? {
        #if DEBUG
            RCTBundleURLProvider.sharedSettings().jsBundleURL(forBundleRoot: "index")
        #else
            Bundle.main.url(forResource: "main", withExtension: "jsbundle")
        #endif
    }
}
"""

RN_BRIDGE = """import React
import UIKit
import sdk
import selphidComponent

/// SelphID's document capture for the JavaScript side: NativeModules.IdentityCapture.captureDocument().
@objc(IdentityCapture)
final class IdentityCapture: NSObject {
    @objc static func requiresMainQueueSetup() -> Bool { true }

    @objc func captureDocument(
        _ resolve: @escaping RCTPromiseResolveBlock, rejecter reject: @escaping RCTPromiseRejectBlock
    ) {
        DispatchQueue.main.async {
            guard let presenter = RCTPresentedViewController() else {
                reject("no_view", "There is no screen to show the capture on.", nil)
                return
            }
            let capture = SelphIDController(
                data: SelphIDConfigurationData(),
                output: { result in
                    if result.finishStatus == .STATUS_OK {
                        resolve(nil)
                    } else {
                        reject("capture_failed", "\\(result.errorType)", nil)
                    }
                }, viewController: presenter)
            SDKController.shared.launch(controller: capture)
        }
    }
}
"""

RN_BRIDGE_EXPORT = """#import <React/RCTBridgeModule.h>

@interface RCT_EXTERN_MODULE(IdentityCapture, NSObject)
RCT_EXTERN_METHOD(captureDocument:(RCTPromiseResolveBlock)resolve rejecter:(RCTPromiseRejectBlock)reject)
@end
"""

id_check = target("IdCheck", deployment="15.1", entitlements=False,
                  sources=("AppDelegate.swift", "IdentityCapture.swift", "IdentityCapture.m"),
                  bundle="com.example.idcheck")
write("react-native", {
    "ios/IdCheck.xcodeproj/project.pbxproj": pbxproj([id_check]),
    "ios/IdCheck/Info.plist": RN_INFO,
    "ios/IdCheck/AppDelegate.swift": RN_DELEGATE,
    "ios/IdCheck/IdentityCapture.swift": RN_BRIDGE,
    "ios/IdCheck/IdentityCapture.m": RN_BRIDGE_EXPORT,
    "ios/Podfile": "require Pod::Executable.execute_command('node', ['-p',\n"
                   "  'require.resolve(\"react-native/scripts/react_native_pods.rb\", {paths: [process.argv[1]]})',\n"
                   "  __dir__]).strip\n\n"
                   "platform :ios, min_ios_version_supported\nprepare_react_native_project!\n\n"
                   "target 'IdCheck' do\n  config = use_native_modules!\n  use_react_native!(:path => config[:reactNativePath])\n"
                   "  pod 'FPHISDKMainComponent'\n  pod 'FPHISDKSelphIDComponent'\nend\n",
    "App.tsx": "import React from 'react';\nimport {Button, NativeModules, SafeAreaView} from 'react-native';\n\n"
               "export default function App() {\n"
               "  const capture = () => NativeModules.IdentityCapture.captureDocument();\n"
               "  return (\n    <SafeAreaView>\n      <Button title=\"Scan your ID\" onPress={capture} />\n"
               "    </SafeAreaView>\n  );\n}\n",
    "index.js": "import {AppRegistry} from 'react-native';\nimport App from './App';\n\n"
                "AppRegistry.registerComponent('IdCheck', () => App);\n",
    "package.json": '{\n  "name": "IdCheck",\n  "version": "1.0.0",\n  "private": true,\n'
                    '  "dependencies": {\n    "react": "18.3.1",\n    "react-native": "0.76.5"\n  }\n}\n',
})

# deepidv's selfie screen (SelfieCaptureView, seed 004) in a SwiftUI app, then the selfie and the
# document sent with verifyIdentity(documentFront:selfie:type:); localised in English, Spanish and
# French (the languages of deepidv's screens, seed 003). Right, then one mistake each.
def selfie_step(handles_denial=True):
    failure = ("""                if error.kind == .cameraPermissionDenied {
                    cameraOff = true
                }
""" if handles_denial else """                if error.kind == .cancelled { return }
                print("selfie failed:", error.kind)
""")
    settings = ("""
    private var cameraOffNotice: some View {
        VStack(spacing: 16) {
            Text("Camera access is off")
            Button("Open Settings") {
                if let settings = URL(string: UIApplication.openSettingsURLString) {
                    openURL(settings)
                }
            }
        }
    }
""" if handles_denial else "")
    body = ("""        if cameraOff {
            cameraOffNotice
        } else {
            selfieCamera
        }
""" if handles_denial else "        selfieCamera\n")
    state = ("""    @Environment(\\.openURL) private var openURL
    @State private var cameraOff = false
""" if handles_denial else "")
    return f"""import DeepIDV
import SwiftUI

/// The selfie step: deepidv's selfie camera, then the selfie and the document photo taken before
/// go to deepidv together.
struct SelfieStep: View {{
    let documentFront: FileInput
    @Environment(\\.identityClient) private var client
{state}    @State private var verified: Bool?

    var body: some View {{
{body}    }}

    private var selfieCamera: some View {{
        SelfieCaptureView {{ result in
            switch result {{
            case .success(let selfie):
                Task {{
                    let verification = try await client.verifyIdentity(
                        documentFront: documentFront, selfie: selfie, type: .driversLicense)
                    verified = verification.verified
                }}
            case .failure(let error):
{failure}            }}
        }}
    }}
{settings}}}
"""

def strings_file(pairs):
    return "".join(f'"{k}" = "{v}";\n' for k, v in pairs)

DEEPIDV_STRINGS = {
    "en": [("Camera access is off", "Camera access is off"), ("Open Settings", "Open Settings")],
    "es": [("Camera access is off", "El acceso a la cámara está desactivado"), ("Open Settings", "Abrir Ajustes")],
    "fr": [("Camera access is off", "L’accès à l’appareil photo est désactivé"), ("Open Settings", "Ouvrir Réglages")],
    "de": [("Camera access is off", "Der Kamerazugriff ist deaktiviert"), ("Open Settings", "Einstellungen öffnen")],
}

DEEPIDV_INFO_ENTRIES = [
    ("CFBundleDevelopmentRegion", "<string>$(DEVELOPMENT_LANGUAGE)</string>"),
    ("CFBundleExecutable", "<string>$(EXECUTABLE_NAME)</string>"),
    ("CFBundleIdentifier", "<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>"),
    ("CFBundleName", "<string>$(PRODUCT_NAME)</string>"),
    ("CFBundleShortVersionString", "<string>1.0</string>"),
]
DEEPIDV_CAMERA = ("NSCameraUsageDescription",
                  "<string>IDCheck takes a selfie to match it with the photo on your ID.</string>")

def deepidv_app(swift, swift_file="SelfieStep.swift", languages=("en", "es", "fr"), camera=True,
                strings=DEEPIDV_STRINGS):
    t = target("IDCheck", entitlements=False, sources=(swift_file,), bundle="com.example.idcheck")
    files = {
        "IDCheck.xcodeproj/project.pbxproj": pbxproj([t], regions=["en", "Base", *[l for l in languages if l != "en"]]),
        "IDCheck/Info.plist": xml_plist(DEEPIDV_INFO_ENTRIES + ([DEEPIDV_CAMERA] if camera else [])),
        f"IDCheck/{swift_file}": swift,
    }
    for language in languages:
        files[f"IDCheck/{language}.lproj/Localizable.strings"] = strings_file(strings[language])
    return files

write("deepidv", deepidv_app(selfie_step()))
# The same app without NSCameraUsageDescription: iOS kills it when the selfie camera opens.
write("deepidv-no-camera-key", deepidv_app(selfie_step(), camera=False))
# Localised in German too (knownRegions, de.lproj): deepidv's screens speak English, Spanish or French.
write("deepidv-languages", deepidv_app(selfie_step(), languages=("en", "de", "es", "fr")))
# The seed's own handler: a denied camera is printed, nothing offers the way to Settings.
write("deepidv-denial-ignored", deepidv_app(selfie_step(handles_denial=False)))

# The SDK only named in a comment and a string (the integration is planned, not written): no
# deepidv use, so no camera key and the German localisation are asked nothing.
PLANNED_FLOW = """import SwiftUI

// Next release: deepidv's SelfieCaptureView for the selfie, then
// client.verifyIdentity(documentFront:selfie:type:) with the document photo.
/* import DeepIDV */
struct VerificationFlow: View {
    private let plannedProvider = "DeepIDV SelfieCaptureView"

    var body: some View {
        Text("Identity checks are coming soon")
            .accessibilityHint(plannedProvider)
    }
}
"""
DEEPIDV_STRINGS_SOON = {
    "en": [("Identity checks are coming soon", "Identity checks are coming soon")],
    "de": [("Identity checks are coming soon", "Identitätsprüfungen kommen bald")],
}
write("deepidv-comment-only", deepidv_app(PLANNED_FLOW, "VerificationFlow.swift", languages=("en", "de"), camera=False,
                                          strings=DEEPIDV_STRINGS_SOON))

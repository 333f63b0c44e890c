#!/usr/bin/env python3
"""Writes Samples/ios-app/good and Samples/ios-app/broken: a small Xcode-style app project that
integrates Identia Flow (with NFC) and SelphID, correct in `good` and with one defect of each kind
`idv-res doctor` finds in `broken`. Binary files (the resources zip, the OpenSSL framework's binary
Info.plist, the downloads) are written here so they can be made again."""
import hashlib, os, plistlib, shutil, sys, zipfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Samples", "ios-app")

def xml_plist(entries):
    body = "".join(f"\t<key>{k}</key>\n\t{v}\n" for k, v in entries)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
            f'<plist version="1.0">\n<dict>\n{body}</dict>\n</plist>\n')

SELECT = ("com.apple.developer.nfc.readersession.iso7816.select-identifiers",
          "<array>\n\t\t<string>A0000002471001</string>\n\t</array>")
FORMATS = ("com.apple.developer.nfc.readersession.formats", "<array>\n\t\t<string>TAG</string>\n\t</array>")

def info(broken):
    entries = [
        ("CFBundleDevelopmentRegion", "<string>$(DEVELOPMENT_LANGUAGE)</string>"),
        ("CFBundleExecutable", "<string>$(EXECUTABLE_NAME)</string>"),
        ("CFBundleIdentifier", "<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>"),
        ("CFBundleName", "<string>$(PRODUCT_NAME)</string>"),
        ("CFBundleShortVersionString", "<string>1.4</string>"),
        ("NSCameraUsageDescription",
         "<string>TODO</string>" if broken else
         "<string>Necesitamos acceso a tu cámara para fotografiar tu documento de identidad.</string>"),
    ]
    if not broken:
        entries += [
            ("NSLocationWhenInUseUsageDescription",
             "<string>Necesitamos acceder a tu ubicación para confirmar dónde se hace la verificación.</string>"),
            ("NFCReaderUsageDescription",
             "<string>Necesitamos acceso a NFC para leer el chip de su documento de identidad.</string>"),
            SELECT,
        ]
    return xml_plist(entries)

def entitlements(broken):
    return xml_plist([SELECT] if broken else [FORMATS])

def pbxproj(broken):
    # One app target (IdentiaDemo) with its own Info.plist and entitlements, one (Kiosk) whose
    # Info.plist Xcode generates from INFOPLIST_KEY_* build settings.
    openssl_embed = "" if broken else "\t\tA10000000000000000000004 /* OpenSSL.xcframework in Embed Frameworks */ = {isa = PBXBuildFile; fileRef = A20000000000000000000002 /* OpenSSL.xcframework */; settings = {ATTRIBUTES = (CodeSignOnCopy, RemoveHeadersOnCopy, ); }; };\n"
    kiosk_openssl = "" if broken else (
        "\t\tA10000000000000000000007 /* OpenSSL.xcframework in Frameworks */ = {isa = PBXBuildFile; fileRef = A20000000000000000000002 /* OpenSSL.xcframework */; };\n"
        "\t\tA10000000000000000000008 /* OpenSSL.xcframework in Embed Frameworks */ = {isa = PBXBuildFile; fileRef = A20000000000000000000002 /* OpenSSL.xcframework */; settings = {ATTRIBUTES = (CodeSignOnCopy, RemoveHeadersOnCopy, ); }; };\n")
    kiosk_keys = ('\t\t\t\tINFOPLIST_KEY_NFCReaderUsageDescription = "Necesitamos acceso a NFC para leer el chip de su documento.";\n' if broken else
                  '\t\t\t\tINFOPLIST_KEY_NSCameraUsageDescription = "Necesitamos acceso a tu cámara para fotografiar tu documento.";\n')
    def app_settings(name, config):
        return (f"\t\tB3000000000000000000000{config[1]} /* {config[0]} */ = {{\n"
                "\t\t\tisa = XCBuildConfiguration;\n"
                "\t\t\tbuildSettings = {\n"
                "\t\t\t\tCODE_SIGN_ENTITLEMENTS = IdentiaDemo/IdentiaDemo.entitlements;\n"
                "\t\t\t\tINFOPLIST_FILE = IdentiaDemo/Info.plist;\n"
                "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.6;\n"
                "\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = pe.identia.demo;\n"
                "\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n"
                "\t\t\t};\n"
                f"\t\t\tname = {config[0]};\n"
                "\t\t};\n")
    def kiosk_settings(config):
        return (f"\t\tB4000000000000000000000{config[1]} /* {config[0]} */ = {{\n"
                "\t\t\tisa = XCBuildConfiguration;\n"
                "\t\t\tbuildSettings = {\n"
                "\t\t\t\tGENERATE_INFOPLIST_FILE = YES;\n"
                f"{kiosk_keys}"
                '\t\t\t\tINFOPLIST_KEY_NSLocationWhenInUseUsageDescription = "Necesitamos tu ubicación para confirmar dónde se hace la verificación.";\n'
                "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.6;\n"
                "\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = pe.identia.kiosk;\n"
                "\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n"
                "\t\t\t};\n"
                f"\t\t\tname = {config[0]};\n"
                "\t\t};\n")
    embed_files = "A10000000000000000000002 /* identiaFlow.xcframework in Embed Frameworks */, " + ("" if broken else "A10000000000000000000004 /* OpenSSL.xcframework in Embed Frameworks */, ")
    kiosk_link = "A10000000000000000000005 /* identiaFlow.xcframework in Frameworks */, " + ("" if broken else "A10000000000000000000007 /* OpenSSL.xcframework in Frameworks */, ")
    kiosk_embed = "A10000000000000000000006 /* identiaFlow.xcframework in Embed Frameworks */, " + ("" if broken else "A10000000000000000000008 /* OpenSSL.xcframework in Embed Frameworks */, ")
    return f"""// !$*UTF8*$!
{{
\tarchiveVersion = 1;
\tclasses = {{
\t}};
\tobjectVersion = 56;
\tobjects = {{

/* Begin PBXBuildFile section */
\t\tA10000000000000000000001 /* identiaFlow.xcframework in Frameworks */ = {{isa = PBXBuildFile; fileRef = A20000000000000000000001 /* identiaFlow.xcframework */; }};
\t\tA10000000000000000000002 /* identiaFlow.xcframework in Embed Frameworks */ = {{isa = PBXBuildFile; fileRef = A20000000000000000000001 /* identiaFlow.xcframework */; settings = {{ATTRIBUTES = (CodeSignOnCopy, RemoveHeadersOnCopy, ); }}; }};
\t\tA10000000000000000000003 /* OpenSSL.xcframework in Frameworks */ = {{isa = PBXBuildFile; fileRef = A20000000000000000000002 /* OpenSSL.xcframework */; }};
{openssl_embed}\t\tA10000000000000000000005 /* identiaFlow.xcframework in Frameworks */ = {{isa = PBXBuildFile; fileRef = A20000000000000000000001 /* identiaFlow.xcframework */; }};
\t\tA10000000000000000000006 /* identiaFlow.xcframework in Embed Frameworks */ = {{isa = PBXBuildFile; fileRef = A20000000000000000000001 /* identiaFlow.xcframework */; settings = {{ATTRIBUTES = (CodeSignOnCopy, RemoveHeadersOnCopy, ); }}; }};
{kiosk_openssl}\t\tA10000000000000000000009 /* VerificationView.swift in Sources */ = {{isa = PBXBuildFile; fileRef = A20000000000000000000003 /* VerificationView.swift */; }};
\t\tA1000000000000000000000A /* DocumentCapture.swift in Sources */ = {{isa = PBXBuildFile; fileRef = A20000000000000000000004 /* DocumentCapture.swift */; }};
\t\tA1000000000000000000000B /* fphi-selphid-widget-resources-sdk.zip in Resources */ = {{isa = PBXBuildFile; fileRef = A20000000000000000000005 /* fphi-selphid-widget-resources-sdk.zip */; }};
/* End PBXBuildFile section */

/* Begin PBXCopyFilesBuildPhase section */
\t\tA30000000000000000000001 /* Embed Frameworks */ = {{
\t\t\tisa = PBXCopyFilesBuildPhase;
\t\t\tbuildActionMask = 2147483647;
\t\t\tdstPath = "";
\t\t\tdstSubfolderSpec = 10;
\t\t\tfiles = (
\t\t\t\t{embed_files}
\t\t\t);
\t\t\tname = "Embed Frameworks";
\t\t\trunOnlyForDeploymentPostprocessing = 0;
\t\t}};
\t\tA30000000000000000000002 /* Embed Frameworks */ = {{
\t\t\tisa = PBXCopyFilesBuildPhase;
\t\t\tbuildActionMask = 2147483647;
\t\t\tdstPath = "";
\t\t\tdstSubfolderSpec = 10;
\t\t\tfiles = (
\t\t\t\t{kiosk_embed}
\t\t\t);
\t\t\tname = "Embed Frameworks";
\t\t\trunOnlyForDeploymentPostprocessing = 0;
\t\t}};
/* End PBXCopyFilesBuildPhase section */

/* Begin PBXFileReference section */
\t\tA20000000000000000000001 /* identiaFlow.xcframework */ = {{isa = PBXFileReference; lastKnownFileType = wrapper.xcframework; path = identiaFlow.xcframework; sourceTree = "<group>"; }};
\t\tA20000000000000000000002 /* OpenSSL.xcframework */ = {{isa = PBXFileReference; lastKnownFileType = wrapper.xcframework; path = OpenSSL.xcframework; sourceTree = "<group>"; }};
\t\tA20000000000000000000003 /* VerificationView.swift */ = {{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = VerificationView.swift; sourceTree = "<group>"; }};
\t\tA20000000000000000000004 /* DocumentCapture.swift */ = {{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = DocumentCapture.swift; sourceTree = "<group>"; }};
\t\tA20000000000000000000005 /* fphi-selphid-widget-resources-sdk.zip */ = {{isa = PBXFileReference; lastKnownFileType = archive.zip; path = "fphi-selphid-widget-resources-sdk.zip"; sourceTree = "<group>"; }};
\t\tA20000000000000000000006 /* IdentiaDemo.app */ = {{isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = IdentiaDemo.app; sourceTree = BUILT_PRODUCTS_DIR; }};
\t\tA20000000000000000000007 /* Kiosk.app */ = {{isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Kiosk.app; sourceTree = BUILT_PRODUCTS_DIR; }};
/* End PBXFileReference section */

/* Begin PBXFrameworksBuildPhase section */
\t\tA40000000000000000000001 /* Frameworks */ = {{
\t\t\tisa = PBXFrameworksBuildPhase;
\t\t\tbuildActionMask = 2147483647;
\t\t\tfiles = (
\t\t\t\tA10000000000000000000001 /* identiaFlow.xcframework in Frameworks */,
\t\t\t\tA10000000000000000000003 /* OpenSSL.xcframework in Frameworks */,
\t\t\t);
\t\t\trunOnlyForDeploymentPostprocessing = 0;
\t\t}};
\t\tA40000000000000000000002 /* Frameworks */ = {{
\t\t\tisa = PBXFrameworksBuildPhase;
\t\t\tbuildActionMask = 2147483647;
\t\t\tfiles = (
\t\t\t\t{kiosk_link}
\t\t\t);
\t\t\trunOnlyForDeploymentPostprocessing = 0;
\t\t}};
/* End PBXFrameworksBuildPhase section */

/* Begin PBXNativeTarget section */
\t\tA50000000000000000000001 /* IdentiaDemo */ = {{
\t\t\tisa = PBXNativeTarget;
\t\t\tbuildConfigurationList = B10000000000000000000001 /* Build configuration list for PBXNativeTarget "IdentiaDemo" */;
\t\t\tbuildPhases = (
\t\t\t\tA60000000000000000000001 /* Sources */,
\t\t\t\tA40000000000000000000001 /* Frameworks */,
\t\t\t\tA70000000000000000000001 /* Resources */,
\t\t\t\tA30000000000000000000001 /* Embed Frameworks */,
\t\t\t);
\t\t\tname = IdentiaDemo;
\t\t\tproductName = IdentiaDemo;
\t\t\tproductReference = A20000000000000000000006 /* IdentiaDemo.app */;
\t\t\tproductType = "com.apple.product-type.application";
\t\t}};
\t\tA50000000000000000000002 /* Kiosk */ = {{
\t\t\tisa = PBXNativeTarget;
\t\t\tbuildConfigurationList = B10000000000000000000002 /* Build configuration list for PBXNativeTarget "Kiosk" */;
\t\t\tbuildPhases = (
\t\t\t\tA40000000000000000000002 /* Frameworks */,
\t\t\t\tA30000000000000000000002 /* Embed Frameworks */,
\t\t\t);
\t\t\tname = Kiosk;
\t\t\tproductName = Kiosk;
\t\t\tproductReference = A20000000000000000000007 /* Kiosk.app */;
\t\t\tproductType = "com.apple.product-type.application";
\t\t}};
/* End PBXNativeTarget section */

/* Begin PBXResourcesBuildPhase section */
\t\tA70000000000000000000001 /* Resources */ = {{
\t\t\tisa = PBXResourcesBuildPhase;
\t\t\tfiles = (
\t\t\t\tA1000000000000000000000B /* fphi-selphid-widget-resources-sdk.zip in Resources */,
\t\t\t);
\t\t}};
/* End PBXResourcesBuildPhase section */

/* Begin PBXSourcesBuildPhase section */
\t\tA60000000000000000000001 /* Sources */ = {{
\t\t\tisa = PBXSourcesBuildPhase;
\t\t\tfiles = (
\t\t\t\tA10000000000000000000009 /* VerificationView.swift in Sources */,
\t\t\t\tA1000000000000000000000A /* DocumentCapture.swift in Sources */,
\t\t\t);
\t\t}};
/* End PBXSourcesBuildPhase section */

/* Begin XCBuildConfiguration section */
{app_settings("IdentiaDemo", ("Debug", "1"))}{app_settings("IdentiaDemo", ("Release", "2"))}{kiosk_settings(("Debug", "1"))}{kiosk_settings(("Release", "2"))}/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
\t\tB10000000000000000000001 /* Build configuration list for PBXNativeTarget "IdentiaDemo" */ = {{
\t\t\tisa = XCConfigurationList;
\t\t\tbuildConfigurations = (
\t\t\t\tB30000000000000000000001 /* Debug */,
\t\t\t\tB30000000000000000000002 /* Release */,
\t\t\t);
\t\t\tdefaultConfigurationName = Release;
\t\t}};
\t\tB10000000000000000000002 /* Build configuration list for PBXNativeTarget "Kiosk" */ = {{
\t\t\tisa = XCConfigurationList;
\t\t\tbuildConfigurations = (
\t\t\t\tB40000000000000000000001 /* Debug */,
\t\t\t\tB40000000000000000000002 /* Release */,
\t\t\t);
\t\t\tdefaultConfigurationName = Release;
\t\t}};
/* End XCConfigurationList section */
\t}};
\trootObject = B20000000000000000000001 /* Project object */;
}}
"""

VERIFICATION_VIEW = '''import SwiftUI
import identiaFlow

/// Presents the Identia Flow verification and takes the view away when the SDK answers.
struct VerificationView: View {
    @State private var presented = false
    @State private var result: String?
    let processID: String

    var body: some View {
        Button("Verificar identidad") { presented = true }
            .fullScreenCover(isPresented: $presented) {
                IdentiaFlowView(
                    idSession: processID,
                    endPoint: "ENDPOINT") { jsonString in
                    result = jsonString
                    presented = false
                }
            }
    }
}
'''

DOCUMENT_CAPTURE = '''import FPHISDKSelphIDComponent

/* How the app configures SelphID.
   /* Nested comments are comments: */ conf.tokenImageQuality = 7 here is not code. */
func documentConfiguration() -> SelphIDConfigurationData {
    let conf = SelphIDConfigurationData()
    conf.resourcesPath = "fphi-selphid-widget-resources-sdk.zip"
    conf.scanMode = SelphIDScanMode.MODE_SEARCH
    conf.specificData = "SPECIFIC"
    conf.tokenImageQuality = QUALITY
    conf.enabledCountries = COUNTRIES
    conf.showTutorial = true
    return conf
}

func passportConfiguration() -> SelphIDConfigurationData {
    let passport = SelphIDConfigurationData()
    passport.resourcesPath = "PASSPORT_RESOURCES"
    passport.scanMode = .MODE_SPECIFIC
    passport.specificData = "PE|PER_P_1"
    return passport
}

let help = """
    Call IdentiaFlowView(idSession:endPoint:) with an https endPoint, e.g. "http://example.com" is wrong.
    """
'''

MODELS = '''<selphid-widget-conf version="1.0">
  <DocumentID id="ES" iso="ESP">
    <Version id="ESP_I_3" type="TD1" document_type="IDC"/>
    <Version id="ESP_I_4" type="TD1" document_type="IDC"/>
  </DocumentID>
  <DocumentID id="PE" iso="PER">
    <Version id="PER_I_1" type="TD1" document_type="IDC"/>
    <Version id="PER_P_1" type="TD3" document_type="PASSPORT"/>
  </DocumentID>
</selphid-widget-conf>
'''

def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())

def write_zip(path, entries):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in entries:
            info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, text)

def xcframework_manifest(module):
    return xml_plist([("AvailableLibraries", "<array>\n\t\t<dict>\n\t\t\t<key>LibraryIdentifier</key>\n\t\t\t<string>ios-arm64</string>\n"
                       f"\t\t\t<key>LibraryPath</key>\n\t\t\t<string>{module}.framework</string>\n"
                       "\t\t\t<key>SupportedPlatform</key>\n\t\t\t<string>ios</string>\n\t\t</dict>\n\t</array>"),
                      ("CFBundlePackageType", "<string>XFWK</string>"), ("XCFrameworkFormatVersion", "<string>1.0</string>")])

def make(variant):
    broken = variant == "broken"
    root = os.path.join(ROOT, variant)
    shutil.rmtree(root, ignore_errors=True)
    write(f"{root}/IdentiaDemo.xcodeproj/project.pbxproj", pbxproj(broken))
    write(f"{root}/IdentiaDemo/Info.plist", info(broken))
    write(f"{root}/IdentiaDemo/IdentiaDemo.entitlements", entitlements(broken))
    write(f"{root}/IdentiaDemo/VerificationView.swift", VERIFICATION_VIEW.replace(
        "ENDPOINT", "http://apifacialdev.identia.pe/" if broken else "https://apifacialdev.identia.pe/"))
    write(f"{root}/IdentiaDemo/DocumentCapture.swift", DOCUMENT_CAPTURE
          .replace("SPECIFIC", "ES|ESP_I3" if broken else "ES|<ALL>")
          .replace("QUALITY", "75" if broken else "0.75")
          .replace("COUNTRIES", '["ES", "PER"]' if broken else '["ES", "PE"]')
          .replace("PASSPORT_RESOURCES", "resources/selphid.zip" if broken else "fphi-selphid-widget-resources-sdk.zip"))
    write_zip(f"{root}/IdentiaDemo/Resources/fphi-selphid-widget-resources-sdk.zip", [("documents/DocumentID_All.xml", MODELS)])
    fw = f"{root}/Frameworks"
    write(f"{fw}/identiaFlow.xcframework/Info.plist", xcframework_manifest("identiaFlow"))
    write(f"{fw}/identiaFlow.xcframework/ios-arm64/identiaFlow.framework/Info.plist", xml_plist([
        ("CFBundleIdentifier", "<string>pe.identia.identiaFlow</string>"), ("CFBundlePackageType", "<string>FMWK</string>"),
        ("CFBundleShortVersionString", "<string>0.0.8</string>")]))
    write(f"{fw}/OpenSSL.xcframework/Info.plist", xcframework_manifest("OpenSSL"))
    # Frameworks ship binary Info.plists: this one is binary.
    write(f"{fw}/OpenSSL.xcframework/ios-arm64/OpenSSL.framework/Info.plist", plistlib.dumps({
        "CFBundleIdentifier": "org.openssl.OpenSSL", "CFBundlePackageType": "FMWK",
        "CFBundleShortVersionString": "3.5.1000" if broken else "3.6.2000"}, fmt=plistlib.FMT_BINARY, sort_keys=True))
    if not broken:
        write(f"{fw}/LICENSE.txt", "Apache License 2.0 (the license of OpenSSL; see README.md).\n")
    write(f"{fw}/README.md", "# OpenSSL.xcframework 3.6.2000\n\nBuilt from OpenSSL 3.6.2 sources for the Identia Flow SDK 0.0.8.\n")
    downloads = f"{root}/Downloads"
    write_zip(f"{downloads}/identiaFlow.xcframework.zip", [("identiaFlow.xcframework/Info.plist", xcframework_manifest("identiaFlow"))])
    write_zip(f"{downloads}/openssl.zip", [("OpenSSL.xcframework/Info.plist", xcframework_manifest("OpenSSL"))])
    sums = ""
    for name in ["identiaFlow.xcframework.zip", "openssl.zip"]:
        digest = hashlib.sha256(open(f"{downloads}/{name}", "rb").read()).hexdigest()
        if broken and name == "openssl.zip":
            digest = hashlib.sha256(b"the openssl.zip published with SDK 0.0.7").hexdigest()
        sums += f"{digest}  {name}\n"
    write(f"{downloads}/SHA256SUMS", sums)

for variant in ["good", "broken"]:
    make(variant)

import Diagnostics
import Foundation

/// Rules of `idv-res doctor`: an app project's integration of the SDKs, checked before it
/// reaches a phone. Every one guards against a failure the integration guides describe as
/// silent at build time (docs/doctor.md quotes them).
public enum DoctorRules {
    public static let all: [RuleDescription] = [
        MalformedFile.description,
        NFCSelectIdentifiersInEntitlements.description, NFCSelectIdentifiersMissing.description,
        NFCFormatsEntitlement.description, NFCUsageDescription.description,
        CameraUsageDescription.description, LocationUsageDescription.description,
        UsageDescriptionPlaceholder.description,
        EmbedAndSign.description, OpenSSLMissing.description, OpenSSLPackage.description, FrameworkVersions.description,
        Endpoint.description, ResourcesPath.description, TokenImageQuality.description, EnabledCountries.description,
    ]

    typealias X = DoctorExamples
    static let otherApplication = "<array>\n\t\t<string>D2760000850101</string>\n\t</array>"

    public enum MalformedFile: Rule {
        public static let description = RuleDescription(
            id: "doctor.malformed-file", severity: .error,
            summary: "An Info.plist, .entitlements or project.pbxproj of the project cannot be read.",
            explanation: """
                What it checks: every plist the doctor needs (XML or binary) and every \
                `*.xcodeproj/project.pbxproj` (an old-style OpenStep plist) parses. The finding \
                points where parsing stopped.

                Why it matters: a file the doctor cannot read is a file whose checks did not run; \
                Xcode may read it differently or refuse it at build time.

                Fix: open the file in Xcode (or `plutil -lint FILE`) and repair it.
                """,
            nonTriggeringExamples: [X.example(X.app())],
            triggeringExamples: [
                X.example(
                    X.app(
                        info: "<plist version=\"1.0\">\n<dict>\n\t↓<key>NSCameraUsageDescription</key>\n"
                            + "</dict>\n</plist>\n")),
                X.example(X.app(pbxproj: "// !$*UTF8*$!\n{\n\tobjects = ↓;\n}\n")),
                X.example(
                    X.app(
                        frameworks: X.frameworks().merging([
                            "Frameworks/OpenSSL.xcframework/ios-arm64/OpenSSL.framework/Info.plist":
                                "<plist version=\"1.0\">\n<dict>\n\t↓<key>CFBundleShortVersionString</key>\n"
                                + "</dict>\n</plist>\n"
                        ]) { $1 })),
            ])
    }

    public enum NFCSelectIdentifiersInEntitlements: Rule {
        public static let description = RuleDescription(
            id: "doctor.nfc-select-identifiers-in-entitlements", severity: .error,
            summary: "The NFC select identifiers are in the .entitlements file instead of Info.plist.",
            explanation: """
                What it checks: `com.apple.developer.nfc.readersession.iso7816.select-identifiers` \
                is not in the target's `.entitlements` file (CODE_SIGN_ENTITLEMENTS). The message \
                names both files.

                Why it matters: "Esta clave va en Info.plist, no en el archivo .entitlements. A \
                pesar del prefijo com.apple.developer.*, esta clave no es un entitlement." Without \
                it in Info.plist, "el sistema mostrará normalmente el diálogo 'Acerque su iPhone \
                al documento', pero el documento nunca será detectado y la sesión terminará por \
                tiempo de espera sin ningún mensaje que indique la causa": iOS shows the dialog, \
                the chip is never detected, and the session times out with no message.

                Fix: move the key, with its `A0000002471001` value, from the .entitlements file to \
                Info.plist.
                """,
            nonTriggeringExamples: [X.example(X.app())],
            triggeringExamples: [
                X.example(
                    X.app(
                        info: X.info(removing: [X.selectIdentifiers.key]),
                        entitlements: X.plist(
                            [X.formats, X.selectIdentifiers],
                            mark: X.selectIdentifiers.key)))
            ])
    }

    public enum NFCSelectIdentifiersMissing: Rule {
        public static let description = RuleDescription(
            id: "doctor.nfc-select-identifiers-missing", severity: .error,
            summary: "An app that reads NFC has no select identifier A0000002471001 in its Info.plist.",
            explanation: """
                What it checks: when the target reads NFC (it has an NFC entitlement, \
                NFCReaderUsageDescription, or the key anywhere), its Info.plist has \
                `com.apple.developer.nfc.readersession.iso7816.select-identifiers` listing \
                `A0000002471001`, the application of ICAO 9303 documents.

                Why it matters: iOS selects the document's application with it. "Si falta, el \
                sistema mostrará normalmente el diálogo 'Acerque su iPhone al documento', pero el \
                documento nunca será detectado y la sesión terminará por tiempo de espera sin \
                ningún mensaje que indique la causa."

                Fix: add to Info.plist:
                `<key>com.apple.developer.nfc.readersession.iso7816.select-identifiers</key>`
                `<array><string>A0000002471001</string></array>`
                """,
            nonTriggeringExamples: [
                X.example(X.app()),
                X.example(
                    X.app(
                        info: X.info(removing: ["NFCReaderUsageDescription", X.selectIdentifiers.key]),
                        entitlements: X.plist([]))),
            ],
            triggeringExamples: [
                X.example(X.app(info: X.info(removing: [X.selectIdentifiers.key], dictMark: true))),
                X.example(
                    X.app(
                        info: X.info(
                            replacing: [X.selectIdentifiers.key: otherApplication],
                            mark: X.selectIdentifiers.key))),
            ])
    }

    public enum NFCFormatsEntitlement: Rule {
        public static let description = RuleDescription(
            id: "doctor.nfc-formats-entitlement", severity: .error,
            summary: "An app that reads NFC lacks the tag-reading entitlement (formats: TAG).",
            explanation: """
                What it checks: when the target reads NFC, its `.entitlements` file has \
                `com.apple.developer.nfc.readersession.formats` listing `TAG` (the capability \
                "Near Field Communication Tag Reading").

                Why it matters: the seed: "Pulse + Capability y agregue Near Field Communication \
                Tag Reading ... Xcode agregará la siguiente clave al archivo .entitlements". \
                Without it iOS refuses to start the reading session; the SDK logs \
                "### IdentiaFlow NFC misconfiguration:" in the Xcode console and the NFC reading \
                never starts.

                Fix: add the capability in Signing & Capabilities (and on the App ID in the Apple \
                Developer portal, or the provisioning profile will not include it).
                """,
            nonTriggeringExamples: [X.example(X.app())],
            triggeringExamples: [
                X.example(X.app(entitlements: X.plist([], dictMark: true))),
                X.example(
                    X.app(
                        entitlements: X.plist(
                            [(X.formats.key, "<array><string>NDEF</string></array>")],
                            mark: X.formats.key))),
                X.example(
                    X.app(
                        pbxproj: X.pbxproj(settings: "INFOPLIST_FILE = App/Info.plist;", mark: "target"),
                        entitlements: nil)),
            ])
    }

    public enum NFCUsageDescription: Rule {
        public static let description = RuleDescription(
            id: "doctor.nfc-usage-description", severity: .error,
            summary: "An app that reads NFC has no NFCReaderUsageDescription.",
            explanation: """
                What it checks: when the target reads NFC, its Info.plist (or an \
                `INFOPLIST_KEY_NFCReaderUsageDescription` build setting) has \
                `NFCReaderUsageDescription`.

                Why it matters: the seed: "3. Agregar la descripción de uso de NFC. En el mismo \
                Info.plist: NFCReaderUsageDescription". Without it the NFC reading session \
                cannot start.

                Fix: add `<key>NFCReaderUsageDescription</key>` with a sentence saying why, e.g. \
                "Necesitamos acceso a NFC para leer el chip de su documento de identidad."
                """,
            nonTriggeringExamples: [X.example(X.app())],
            triggeringExamples: [
                X.example(X.app(info: X.info(removing: ["NFCReaderUsageDescription"], dictMark: true)))
            ])
    }

    static let generatedSettings = """
        GENERATE_INFOPLIST_FILE = YES;
        \t\t\t\tINFOPLIST_KEY_NSLocationWhenInUseUsageDescription = "We need your location to confirm the check.";
        """

    public enum CameraUsageDescription: Rule {
        public static let description = RuleDescription(
            id: "doctor.camera-usage-description", severity: .error,
            summary: "An app that uses an SDK has no NSCameraUsageDescription.",
            explanation: """
                What it checks: a target that uses Identia Flow or SelphID (it links the \
                framework, or its Swift sources use `IdentiaFlowView` or \
                `SelphIDConfigurationData`) has `NSCameraUsageDescription` in its Info.plist, or \
                in an `INFOPLIST_KEY_NSCameraUsageDescription` build setting when Xcode generates \
                the Info.plist (GENERATE_INFOPLIST_FILE = YES).

                Why it matters: both SDKs ask for the camera. Identia Flow's guide: "sí debe \
                declarar NSCameraUsageDescription en el Info.plist, sin lo cual iOS cierra la \
                aplicación al presentar el diálogo"; SelphID's: "Camera usage must be allowed \
                (Privacy - Camera Usage Description)". Without it iOS kills the app.

                Fix: add `NSCameraUsageDescription` with a sentence saying why the app needs the \
                camera.
                """,
            nonTriggeringExamples: [
                X.example(X.app()),
                X.example(
                    X.app(
                        pbxproj: X.pbxproj(
                            settings: generatedSettings
                                + "\n\t\t\t\tINFOPLIST_KEY_NSCameraUsageDescription = "
                                + "\"We photograph your ID.\";"),
                        info: nil, entitlements: nil)),
            ],
            triggeringExamples: [
                X.example(X.app(info: X.info(removing: ["NSCameraUsageDescription"], dictMark: true))),
                // No project: the folder's Info.plist, and the SDK seen in the Swift sources.
                X.example(
                    X.app(
                        pbxproj: nil, info: X.info(removing: ["NSCameraUsageDescription"], dictMark: true),
                        frameworks: [:])),
                X.example(
                    X.app(
                        pbxproj: X.pbxproj(settings: generatedSettings, mark: "settings"), info: nil,
                        entitlements: nil)),
            ])
    }

    public enum LocationUsageDescription: Rule {
        public static let description = RuleDescription(
            id: "doctor.location-usage-description", severity: .error,
            summary: "An app that uses Identia Flow has no NSLocationWhenInUseUsageDescription.",
            explanation: """
                What it checks: a target that uses Identia Flow has \
                `NSLocationWhenInUseUsageDescription` in its Info.plist (or build settings).

                Why it matters: the Identia Flow guide: "Asegúrese de configurar su Info.plist \
                para solicitar acceso a la cámara del dispositivo y geolocalización." Without a \
                usage description iOS kills the app when the location is asked for.

                Fix: add `NSLocationWhenInUseUsageDescription` with a sentence saying why.
                """,
            nonTriggeringExamples: [X.example(X.app()), X.selphID()],
            triggeringExamples: [
                X.example(X.app(info: X.info(removing: ["NSLocationWhenInUseUsageDescription"], dictMark: true)))
            ])
    }

    public enum UsageDescriptionPlaceholder: Rule {
        public static let description = RuleDescription(
            id: "doctor.usage-description-placeholder", severity: .warning,
            summary: "A usage description the SDK needs is empty or a placeholder.",
            explanation: """
                What it checks: NSCameraUsageDescription, NSLocationWhenInUseUsageDescription and \
                NFCReaderUsageDescription, where the SDK needs them, say something: not empty, \
                not "TODO", "placeholder", "test", "xxx", nor shorter than 8 characters.

                Why it matters: iOS shows the text in the permission dialog; App Review rejects \
                apps whose purpose strings do not explain the use, and users refuse a permission \
                they are given no reason for (Identia Flow then answers 401 sdk:camera:denied).

                Fix: write what the app does with it, as the guide's example: "Necesitamos acceso \
                a tu cámara para que puedas tomar fotos dentro de la app."
                """,
            nonTriggeringExamples: [X.example(X.app())],
            triggeringExamples: [
                X.example(
                    X.app(
                        info: X.info(
                            replacing: ["NSCameraUsageDescription": "<string>TODO</string>"],
                            mark: "NSCameraUsageDescription"))),
                X.example(
                    X.app(
                        info: X.info(
                            replacing: ["NFCReaderUsageDescription": "<string></string>"],
                            mark: "NFCReaderUsageDescription"))),
                X.example(
                    X.app(
                        pbxproj: X.pbxproj(
                            settings: "GENERATE_INFOPLIST_FILE = YES;\n"
                                + "\t\t\t\t↓INFOPLIST_KEY_NSCameraUsageDescription = \"\";\n"
                                + "\t\t\t\tINFOPLIST_KEY_NSLocationWhenInUseUsageDescription = "
                                + "\"We need your location to confirm the check.\";"),
                        info: nil, entitlements: nil)),
            ])
    }

    public enum EmbedAndSign: Rule {
        public static let description = RuleDescription(
            id: "doctor.embed-and-sign", severity: .error,
            summary: "identiaFlow.xcframework or OpenSSL.xcframework is not embedded and signed (Embed & Sign).",
            explanation: """
                What it checks: each SDK xcframework a target links (Frameworks, Libraries, and \
                Embedded Content) is also in its "Embed Frameworks" copy phase, with code signing \
                on copy (`ATTRIBUTES = (CodeSignOnCopy, ...)`): Xcode's "Embed & Sign".

                Why it matters: both are dynamic frameworks. The guide: "Localice \
                identiaFlow.xcframework y OpenSSL.xcframework en la lista y cambie en ambos la \
                opción Do Not Embed a Embed & Sign." Left at Do Not Embed, "el proyecto compilará \
                sin errores pero la aplicación fallará al iniciarse con un mensaje similar a: \
                dyld: Library not loaded: @rpath/OpenSSL.framework/OpenSSL". Embedded without \
                signing, iOS refuses to load it.

                Fix: in the target's General tab, set both to Embed & Sign.
                """,
            nonTriggeringExamples: [X.example(X.app())],
            triggeringExamples: [
                X.example(
                    X.app(
                        pbxproj: X.pbxproj(
                            [X.Framework(name: X.identiaFlow.name, embedded: false), X.openSSL],
                            mark: "linked:identiaFlow.xcframework"))),
                X.example(
                    X.app(
                        pbxproj: X.pbxproj(
                            [X.identiaFlow, X.Framework(name: X.openSSL.name, signed: false)],
                            mark: "embedded:OpenSSL.xcframework"))),
            ])
    }

    public enum OpenSSLMissing: Rule {
        public static let description = RuleDescription(
            id: "doctor.openssl-missing", severity: .error,
            summary: "A target uses identiaFlow.xcframework without OpenSSL.xcframework.",
            explanation: """
                What it checks: a target that links or embeds identiaFlow.xcframework also links \
                and embeds OpenSSL.xcframework.

                Why it matters: "identiaFlow.xcframework enlaza OpenSSL de forma dinámica. Si \
                OpenSSL.xcframework no está incorporado en la aplicación, el proyecto compilará \
                sin errores pero la aplicación fallará al iniciarse con un mensaje similar a: \
                dyld: Library not loaded: @rpath/OpenSSL.framework/OpenSSL".

                Fix: unzip openssl.zip (published with the same SDK version), drag \
                OpenSSL.xcframework into the project, and set it to Embed & Sign.
                """,
            nonTriggeringExamples: [X.example(X.app())],
            triggeringExamples: [
                X.example(X.app(pbxproj: X.pbxproj([X.identiaFlow], mark: "linked:identiaFlow.xcframework")))
            ])
    }

    public enum OpenSSLPackage: Rule {
        public static let description = RuleDescription(
            id: "doctor.openssl-package", severity: .warning,
            summary: "OpenSSL.xcframework is not beside identiaFlow.xcframework, or lacks LICENSE.txt or README.md.",
            explanation: """
                What it checks: in the project's folders, OpenSSL.xcframework sits in the same \
                folder as identiaFlow.xcframework, and its LICENSE.txt and README.md are kept \
                with it (inside it or beside it). Located at the xcframework folder (no line).

                Why it matters: "El paquete de OpenSSL incluye su archivo LICENSE.txt (Apache \
                License 2.0) y un README.md con la información de origen y su suma de \
                verificación. Ambos archivos deben conservarse junto al framework." The license \
                must ship with the app; frameworks kept apart are updated apart, and "Utilice \
                siempre la versión de OpenSSL publicada junto a la misma versión del SDK. Una \
                versión distinta produce el mismo fallo."

                Fix: unzip both distributions into one folder (e.g. Frameworks/) and keep the \
                files that come with them.
                """,
            nonTriggeringExamples: [X.example(X.app())],
            triggeringExamples: [
                X.example(
                    X.app(frameworks: X.frameworks(licenseFiles: ["README.md"])),
                    expected: [Location(file: "Frameworks/OpenSSL.xcframework")]),
                X.example(
                    X.app(frameworks: X.frameworks(openSSLFolder: "Vendor")),
                    expected: [Location(file: "Frameworks/identiaFlow.xcframework")]),
            ])
    }

    public enum FrameworkVersions: Rule {
        public static let description = RuleDescription(
            id: "doctor.framework-versions", severity: .error,
            summary: "OpenSSL.xcframework is not the version published with the project's identiaFlow.xcframework.",
            explanation: """
                What it checks: the CFBundleShortVersionString of the frameworks inside \
                identiaFlow.xcframework and the OpenSSL.xcframework beside it (XML or binary \
                Info.plist) pair as in the table of docs/doctor.md (Identia Flow 0.0.8 with \
                OpenSSL 3.6.2000). Versions the table does not know are not judged.

                Why it matters: "Utilice siempre la versión de OpenSSL publicada junto a la misma \
                versión del SDK. Una versión distinta produce el mismo fallo": the app dies at \
                launch with `dyld: Library not loaded: @rpath/OpenSSL.framework/OpenSSL`.

                Fix: replace OpenSSL.xcframework with the one from the openssl.zip published \
                with your SDK version (`idv-res doctor --distributions SHA256SUMS` verifies the \
                downloads).
                """,
            nonTriggeringExamples: [
                X.example(X.app()),
                X.example(X.app(frameworks: X.frameworks(identiaFlowVersion: "0.0.9", openSSLVersion: "3.7.0"))),
            ],
            triggeringExamples: [
                X.example(X.app(frameworks: X.frameworks(openSSLVersion: "3.5.1000", markOpenSSLVersion: true)))
            ])
    }

    /// The good app with the IdentiaFlowView's endPoint literal replaced.
    static func endpoint(_ literal: String) -> RuleExample {
        let source = X.contentView.replacingOccurrences(of: "\"https://apifacialdev.identia.pe/\"", with: literal)
        return X.example(X.app(swift: ["App/ContentView.swift": source]))
    }

    public enum Endpoint: Rule {
        public static let description = RuleDescription(
            id: "doctor.endpoint", severity: .error,
            summary: "An IdentiaFlowView endPoint literal is not https, or not under the identia.pe domain.",
            explanation: """
                What it checks: each `IdentiaFlowView(..., endPoint: "...")` whose endPoint is a \
                string literal in the project's Swift files (or a name declared once in the file \
                as `let name = "..."`): the URL uses https and its host is identia.pe or a \
                subdomain of it. Comments and other strings are not code; an endPoint built at \
                run time is not judged.

                Why it matters: "Desde la versión 0.0.8 el SDK valida el endPoint antes de cargar \
                el flujo. Si la URL no usa https o su dominio no pertenece a identia.pe, el SDK no \
                carga nada y devuelve un error nativo con code 403": \
                `{"result": false, "msg": "sdk:endpoint:invalid", "code": 403}`; "reintentar no \
                lo resolverá".

                Fix: use the https URL under identia.pe that Identia gave you \
                (`https://apifacialdev.identia.pe/`).
                """,
            nonTriggeringExamples: [
                X.example(X.app()),
                X.example(
                    X.app(swift: [
                        "App/ContentView.swift": X.contentView
                            + "// IdentiaFlowView(idSession: s, endPoint: \"http://old.example.com\")\n"
                            + "/* old: /* nested */ IdentiaFlowView(idSession: s, endPoint: \"http://x\") */\n"
                            + "let note = \"IdentiaFlowView(idSession: s, endPoint: \\\"http://x\\\")\"\n"
                            + "let raw = #\"IdentiaFlowView(idSession: s, endPoint: \"http://x\")\"#\n"
                    ])),
            ],
            triggeringExamples: [
                endpoint("↓\"http://apifacialdev.identia.pe/\""),
                endpoint("↓\"https://identia.pe.example.com/\""),
                endpoint("↓#\"https://apifacial.identia.com/\"#"),
                // A constant passed by name: reported where its literal is written.
                X.example(
                    X.app(swift: [
                        "App/ContentView.swift": X.contentView
                            .replacingOccurrences(of: "\"https://apifacialdev.identia.pe/\"", with: "endPoint")
                            .replacingOccurrences(
                                of: "    let sessionID: String\n",
                                with: "    let sessionID: String\n"
                                    + "    let endPoint = ↓\"https://apifacialdev.identia.pe.evil.com/\"\n")
                    ])),
            ])
    }

    public enum ResourcesPath: Rule {
        public static let description = RuleDescription(
            id: "doctor.resources-path", severity: .error,
            summary: "SelphIDConfigurationData.resourcesPath names no resources zip of the project.",
            explanation: """
                What it checks: a `resourcesPath` string literal set on a \
                `SelphIDConfigurationData` (in its initializer, or assigned to a variable holding \
                one) names a `.zip` that is a file of the project (its path, relative to the \
                app's Resources folder, is the end of the file's path). When it does, \
                `specificData` set on the same object is checked against the document models of \
                that zip (the `specific-data.*` rules).

                Why it matters: "resourcesPath: Sets the path where the widget resource file is \
                located ... This path must be specified relative to the 'Resources' folder of \
                the main application." A wrong path ends the capture with \
                SPD_RESOURCES_NOT_FOUND ("The resources zip was not found").

                Fix: name the zip as it is in the app's Resources, and add it to the target's \
                Copy Bundle Resources.
                """,
            nonTriggeringExamples: [X.selphID()],
            triggeringExamples: [
                X.selphID(["resourcesPath": "conf.resourcesPath = ↓\"selphid-resources.zip\""]),
                X.selphID(["resourcesPath": "conf.resourcesPath = ↓\"fphi-selphid-widget-resources-sdk\""]),
            ])
    }

    public enum TokenImageQuality: Rule {
        public static let description = RuleDescription(
            id: "doctor.token-image-quality", severity: .error,
            summary: "SelphIDConfigurationData.tokenImageQuality is a literal outside 0...1.",
            explanation: """
                What it checks: a numeric literal given to `tokenImageQuality` is between 0 and 1.

                Why it matters: "tokenImageQuality: Indicates the amount of quality wanted in \
                the tokenized images. Value between 0 and 1." A percentage (75) or a negative \
                value is not a quality the SDK can use.

                Fix: write the fraction (0.75, not 75).
                """,
            nonTriggeringExamples: [X.selphID(), X.selphID(["tokenImageQuality": "conf.tokenImageQuality = 1"])],
            triggeringExamples: [
                X.selphID(["tokenImageQuality": "conf.tokenImageQuality = ↓75"]),
                X.selphID(["tokenImageQuality": "conf.tokenImageQuality = ↓-0.5"]),
            ])
    }

    public enum EnabledCountries: Rule {
        public static let description = RuleDescription(
            id: "doctor.enabled-countries", severity: .error,
            summary: "SelphIDConfigurationData.enabledCountries holds a code that is not ISO 3166-1 alpha-2.",
            explanation: """
                What it checks: each string literal of an `enabledCountries` array literal is an \
                ISO2 country code (`ES`, `PE`); an alpha-3 code gets its alpha-2 suggested.

                Why it matters: "enabledCountries: List of countries in ISO2 that will appear in \
                the selector. If its value is null or does not contain valid values, all those \
                available by the SDK will be shown." An `ESP` is dropped without a word, and a \
                list of only such codes shows every country.

                Fix: use the two-letter codes.
                """,
            nonTriggeringExamples: [X.selphID()],
            triggeringExamples: [X.selphID(["enabledCountries": "conf.enabledCountries = [\"ES\", ↓\"PER\"]"])])
    }
}

import FPHISDKSelphIDComponent

/* How the app configures SelphID.
   /* Nested comments are comments: */ conf.tokenImageQuality = 7 here is not code. */
func documentConfiguration() -> SelphIDConfigurationData {
    let conf = SelphIDConfigurationData()
    conf.resourcesPath = "fphi-selphid-widget-resources-sdk.zip"
    conf.scanMode = SelphIDScanMode.MODE_SEARCH
    conf.specificData = "ES|ESP_I3"
    conf.tokenImageQuality = 75
    conf.enabledCountries = ["ES", "PER"]
    conf.showTutorial = true
    return conf
}

func passportConfiguration() -> SelphIDConfigurationData {
    let passport = SelphIDConfigurationData()
    passport.resourcesPath = "resources/selphid.zip"
    passport.scanMode = .MODE_ES|ESP_I3
    passport.specificData = "PE|PER_P_1"
    return passport
}

let help = """
    Call IdentiaFlowView(idSession:endPoint:) with an https endPoint, e.g. "http://example.com" is wrong.
    """

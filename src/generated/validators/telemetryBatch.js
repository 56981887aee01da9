// Generated code. Do not modify. Run npm run gen.
import * as ajvRuntime_ucs2length_ns from 'ajv/dist/runtime/ucs2length.js';
const ajvRuntime_ucs2length = ajvRuntime_ucs2length_ns.default && ajvRuntime_ucs2length_ns.default.__esModule ? ajvRuntime_ucs2length_ns.default : ajvRuntime_ucs2length_ns;
const ajvRuntime_ucs2length_default = ajvRuntime_ucs2length.default;
export const validateTelemetryBatch = validate10;
const schema11 = {"$id":"telemetry/batch.schema.json","type":"object","required":["events"],"additionalProperties":false,"properties":{"events":{"type":"array","minItems":1,"maxItems":20,"items":{"$ref":"#/definitions/event"}}},"definitions":{"event":{"type":"object","required":["type"],"properties":{"type":{"enum":["drift","api","error","vital","exposure","goal"]}},"discriminator":{"propertyName":"type"},"oneOf":[{"$ref":"#/definitions/drift"},{"$ref":"#/definitions/api"},{"$ref":"#/definitions/error"},{"$ref":"#/definitions/vital"},{"$ref":"#/definitions/exposure"},{"$ref":"#/definitions/goal"}]},"screen":{"type":"string","maxLength":64,"pattern":"^(?:[A-Za-z_$][\\w$.-]{0,63})?$"},"route":{"type":"string","maxLength":81,"pattern":"^(?:\\*|/[\\w/.-]{0,80})$"},"brand":{"type":"string","maxLength":64,"pattern":"^(?:[a-z][a-z0-9-]{0,63})?$"},"build":{"type":"string","maxLength":64,"pattern":"^[\\w.+-]{0,64}$"},"engine":{"type":"string","maxLength":18,"pattern":"^(?:[a-z]{1,12}/\\d{1,5}|unknown)$"},"time":{"type":"integer","minimum":0,"maximum":9007199254740991},"version":{"type":"string","maxLength":32,"pattern":"^[\\w .()+-]{1,32}$"},"name":{"type":"string","maxLength":64,"pattern":"^(?:\\*|[A-Za-z_$][\\w$.-]{0,63})$"},"pointer":{"type":"string","maxLength":256,"pattern":"^(?:/(?:\\d{1,4}|\\*|[A-Za-z_$][\\w$.-]{0,63}))*$"},"drift":{"type":"object","required":["type","screen","route","brand","build","time","endpoint","violations"],"additionalProperties":false,"properties":{"type":{"const":"drift"},"screen":{"$ref":"#/definitions/screen"},"route":{"$ref":"#/definitions/route"},"brand":{"$ref":"#/definitions/brand"},"build":{"$ref":"#/definitions/build"},"engine":{"$ref":"#/definitions/engine"},"locale":{"$ref":"#/definitions/locale"},"time":{"$ref":"#/definitions/time"},"appVersion":{"$ref":"#/definitions/version"},"osVersion":{"$ref":"#/definitions/version"},"endpoint":{"$ref":"#/definitions/name"},"violations":{"type":"array","minItems":1,"maxItems":20,"items":{"type":"object","required":["path","expected","received"],"additionalProperties":false,"properties":{"path":{"$ref":"#/definitions/pointer"},"expected":{"type":"string","maxLength":64,"pattern":"^[A-Za-z_$][\\w$.|-]{0,63}$"},"received":{"enum":["null","array","object","integer","number","string","boolean","undefined","symbol","function"]}}}}}},"api":{"type":"object","required":["type","screen","route","brand","build","time","endpoint","status","ms","shown"],"additionalProperties":false,"properties":{"type":{"const":"api"},"screen":{"$ref":"#/definitions/screen"},"route":{"$ref":"#/definitions/route"},"brand":{"$ref":"#/definitions/brand"},"build":{"$ref":"#/definitions/build"},"engine":{"$ref":"#/definitions/engine"},"locale":{"$ref":"#/definitions/locale"},"time":{"$ref":"#/definitions/time"},"appVersion":{"$ref":"#/definitions/version"},"osVersion":{"$ref":"#/definitions/version"},"endpoint":{"$ref":"#/definitions/name"},"status":{"type":"integer","minimum":0,"maximum":599},"code":{"type":["string","integer"],"maxLength":12,"pattern":"^(?!.*\\d{7})[\\w.-]{1,12}$","minimum":-999999,"maximum":999999},"ms":{"type":"integer","minimum":0,"maximum":9007199254740991},"shown":{"type":"boolean"}}},"error":{"type":"object","required":["type","screen","route","brand","build","time","file","pointer","message"],"additionalProperties":false,"properties":{"type":{"const":"error"},"screen":{"$ref":"#/definitions/screen"},"route":{"$ref":"#/definitions/route"},"brand":{"$ref":"#/definitions/brand"},"build":{"$ref":"#/definitions/build"},"engine":{"$ref":"#/definitions/engine"},"locale":{"$ref":"#/definitions/locale"},"time":{"$ref":"#/definitions/time"},"appVersion":{"$ref":"#/definitions/version"},"osVersion":{"$ref":"#/definitions/version"},"file":{"type":"string","maxLength":128,"pattern":"^(?:index\\.html|[\\w.-]{1,64}(?:/[\\w.-]{1,64}){0,4}\\.json)?$"},"pointer":{"$ref":"#/definitions/pointer"},"widget":{"$ref":"#/definitions/name"},"action":{"$ref":"#/definitions/name"},"message":{"type":"string","maxLength":200}}},"vital":{"type":"object","required":["type","screen","route","brand","build","time","name","value"],"additionalProperties":false,"properties":{"type":{"const":"vital"},"screen":{"$ref":"#/definitions/screen"},"route":{"$ref":"#/definitions/route"},"brand":{"$ref":"#/definitions/brand"},"build":{"$ref":"#/definitions/build"},"engine":{"$ref":"#/definitions/engine"},"locale":{"$ref":"#/definitions/locale"},"time":{"$ref":"#/definitions/time"},"appVersion":{"$ref":"#/definitions/version"},"osVersion":{"$ref":"#/definitions/version"},"name":{"enum":["LCP","INP","CLS","FCP","TTFB"]},"value":{"type":"number","minimum":0},"pointer":{"$ref":"#/definitions/pointer"}}},"experiment":{"type":"string","maxLength":48,"pattern":"^[a-z][A-Za-z0-9]{0,47}$"},"variant":{"type":"string","maxLength":16,"pattern":"^[a-z][a-z0-9]{0,15}$"},"exposure":{"type":"object","required":["type","screen","route","brand","build","time","experiment","variant","first"],"additionalProperties":false,"properties":{"type":{"const":"exposure"},"screen":{"$ref":"#/definitions/screen"},"route":{"$ref":"#/definitions/route"},"brand":{"$ref":"#/definitions/brand"},"build":{"$ref":"#/definitions/build"},"engine":{"$ref":"#/definitions/engine"},"locale":{"$ref":"#/definitions/locale"},"time":{"$ref":"#/definitions/time"},"appVersion":{"$ref":"#/definitions/version"},"osVersion":{"$ref":"#/definitions/version"},"experiment":{"$ref":"#/definitions/experiment"},"variant":{"$ref":"#/definitions/variant"},"first":{"type":"boolean"}}},"goal":{"type":"object","required":["type","screen","route","brand","build","time","experiment","variant","goal","first"],"additionalProperties":false,"properties":{"type":{"const":"goal"},"screen":{"$ref":"#/definitions/screen"},"route":{"$ref":"#/definitions/route"},"brand":{"$ref":"#/definitions/brand"},"build":{"$ref":"#/definitions/build"},"engine":{"$ref":"#/definitions/engine"},"locale":{"$ref":"#/definitions/locale"},"time":{"$ref":"#/definitions/time"},"appVersion":{"$ref":"#/definitions/version"},"osVersion":{"$ref":"#/definitions/version"},"experiment":{"$ref":"#/definitions/experiment"},"variant":{"$ref":"#/definitions/variant"},"goal":{"type":"string","maxLength":48,"pattern":"^[a-z][A-Za-z0-9]{0,47}$"},"first":{"type":"boolean"}}},"locale":{"type":"string","enum":["en","fil"]}}};
const schema12 = {"type":"object","required":["type"],"properties":{"type":{"enum":["drift","api","error","vital","exposure","goal"]}},"discriminator":{"propertyName":"type"},"oneOf":[{"$ref":"#/definitions/drift"},{"$ref":"#/definitions/api"},{"$ref":"#/definitions/error"},{"$ref":"#/definitions/vital"},{"$ref":"#/definitions/exposure"},{"$ref":"#/definitions/goal"}]};
const schema13 = {"type":"object","required":["type","screen","route","brand","build","time","endpoint","violations"],"additionalProperties":false,"properties":{"type":{"const":"drift"},"screen":{"$ref":"#/definitions/screen"},"route":{"$ref":"#/definitions/route"},"brand":{"$ref":"#/definitions/brand"},"build":{"$ref":"#/definitions/build"},"engine":{"$ref":"#/definitions/engine"},"locale":{"$ref":"#/definitions/locale"},"time":{"$ref":"#/definitions/time"},"appVersion":{"$ref":"#/definitions/version"},"osVersion":{"$ref":"#/definitions/version"},"endpoint":{"$ref":"#/definitions/name"},"violations":{"type":"array","minItems":1,"maxItems":20,"items":{"type":"object","required":["path","expected","received"],"additionalProperties":false,"properties":{"path":{"$ref":"#/definitions/pointer"},"expected":{"type":"string","maxLength":64,"pattern":"^[A-Za-z_$][\\w$.|-]{0,63}$"},"received":{"enum":["null","array","object","integer","number","string","boolean","undefined","symbol","function"]}}}}}};
const schema14 = {"type":"string","maxLength":64,"pattern":"^(?:[A-Za-z_$][\\w$.-]{0,63})?$"};
const schema15 = {"type":"string","maxLength":81,"pattern":"^(?:\\*|/[\\w/.-]{0,80})$"};
const schema16 = {"type":"string","maxLength":64,"pattern":"^(?:[a-z][a-z0-9-]{0,63})?$"};
const schema17 = {"type":"string","maxLength":64,"pattern":"^[\\w.+-]{0,64}$"};
const schema18 = {"type":"string","maxLength":18,"pattern":"^(?:[a-z]{1,12}/\\d{1,5}|unknown)$"};
const schema19 = {"type":"string","enum":["en","fil"]};
const schema20 = {"type":"integer","minimum":0,"maximum":9007199254740991};
const schema21 = {"type":"string","maxLength":32,"pattern":"^[\\w .()+-]{1,32}$"};
const schema23 = {"type":"string","maxLength":64,"pattern":"^(?:\\*|[A-Za-z_$][\\w$.-]{0,63})$"};
const schema24 = {"type":"string","maxLength":256,"pattern":"^(?:/(?:\\d{1,4}|\\*|[A-Za-z_$][\\w$.-]{0,63}))*$"};
const func2 = Object.prototype.hasOwnProperty;
const func3 = ajvRuntime_ucs2length_default;
const pattern0 = new RegExp("^(?:[A-Za-z_$][\\w$.-]{0,63})?$", "u");
const pattern1 = new RegExp("^(?:\\*|/[\\w/.-]{0,80})$", "u");
const pattern2 = new RegExp("^(?:[a-z][a-z0-9-]{0,63})?$", "u");
const pattern3 = new RegExp("^[\\w.+-]{0,64}$", "u");
const pattern4 = new RegExp("^(?:[a-z]{1,12}/\\d{1,5}|unknown)$", "u");
const pattern5 = new RegExp("^[\\w .()+-]{1,32}$", "u");
const pattern7 = new RegExp("^(?:\\*|[A-Za-z_$][\\w$.-]{0,63})$", "u");
const pattern8 = new RegExp("^(?:/(?:\\d{1,4}|\\*|[A-Za-z_$][\\w$.-]{0,63}))*$", "u");
const pattern9 = new RegExp("^[A-Za-z_$][\\w$.|-]{0,63}$", "u");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.type === undefined) && (missing0 = "type")) || ((data.screen === undefined) && (missing0 = "screen"))) || ((data.route === undefined) && (missing0 = "route"))) || ((data.brand === undefined) && (missing0 = "brand"))) || ((data.build === undefined) && (missing0 = "build"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.endpoint === undefined) && (missing0 = "endpoint"))) || ((data.violations === undefined) && (missing0 = "violations"))){
validate12.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema13.properties, key0))){
validate12.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if("drift" !== data.type){
validate12.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "drift"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.screen !== undefined){
let data1 = data.screen;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func3(data1) > 64){
validate12.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern0.test(data1)){
validate12.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z_$][\\w$.-]{0,63})?$"},message:"must match pattern \""+"^(?:[A-Za-z_$][\\w$.-]{0,63})?$"+"\""}];
return false;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.route !== undefined){
let data2 = data.route;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func3(data2) > 81){
validate12.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/maxLength",keyword:"maxLength",params:{limit: 81},message:"must NOT have more than 81 characters"}];
return false;
}
else {
if(!pattern1.test(data2)){
validate12.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/pattern",keyword:"pattern",params:{pattern: "^(?:\\*|/[\\w/.-]{0,80})$"},message:"must match pattern \""+"^(?:\\*|/[\\w/.-]{0,80})$"+"\""}];
return false;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.brand !== undefined){
let data3 = data.brand;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data3 === "string"){
if(func3(data3) > 64){
validate12.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data3)){
validate12.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/pattern",keyword:"pattern",params:{pattern: "^(?:[a-z][a-z0-9-]{0,63})?$"},message:"must match pattern \""+"^(?:[a-z][a-z0-9-]{0,63})?$"+"\""}];
return false;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.build !== undefined){
let data4 = data.build;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data4 === "string"){
if(func3(data4) > 64){
validate12.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern3.test(data4)){
validate12.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/pattern",keyword:"pattern",params:{pattern: "^[\\w.+-]{0,64}$"},message:"must match pattern \""+"^[\\w.+-]{0,64}$"+"\""}];
return false;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.engine !== undefined){
let data5 = data.engine;
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data5 === "string"){
if(func3(data5) > 18){
validate12.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/maxLength",keyword:"maxLength",params:{limit: 18},message:"must NOT have more than 18 characters"}];
return false;
}
else {
if(!pattern4.test(data5)){
validate12.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/pattern",keyword:"pattern",params:{pattern: "^(?:[a-z]{1,12}/\\d{1,5}|unknown)$"},message:"must match pattern \""+"^(?:[a-z]{1,12}/\\d{1,5}|unknown)$"+"\""}];
return false;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.locale !== undefined){
let data6 = data.locale;
const _errs18 = errors;
if(typeof data6 !== "string"){
validate12.errors = [{instancePath:instancePath+"/locale",schemaPath:"#/definitions/locale/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "en") || (data6 === "fil"))){
validate12.errors = [{instancePath:instancePath+"/locale",schemaPath:"#/definitions/locale/enum",keyword:"enum",params:{allowedValues: schema19.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.time !== undefined){
let data7 = data.time;
const _errs21 = errors;
const _errs22 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate12.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs22){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9007199254740991 || isNaN(data7)){
validate12.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data7 < 0 || isNaN(data7)){
validate12.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.appVersion !== undefined){
let data8 = data.appVersion;
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data8 === "string"){
if(func3(data8) > 32){
validate12.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
else {
if(!pattern5.test(data8)){
validate12.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/pattern",keyword:"pattern",params:{pattern: "^[\\w .()+-]{1,32}$"},message:"must match pattern \""+"^[\\w .()+-]{1,32}$"+"\""}];
return false;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.osVersion !== undefined){
let data9 = data.osVersion;
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data9 === "string"){
if(func3(data9) > 32){
validate12.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
else {
if(!pattern5.test(data9)){
validate12.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/pattern",keyword:"pattern",params:{pattern: "^[\\w .()+-]{1,32}$"},message:"must match pattern \""+"^[\\w .()+-]{1,32}$"+"\""}];
return false;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endpoint !== undefined){
let data10 = data.endpoint;
const _errs30 = errors;
const _errs31 = errors;
if(errors === _errs31){
if(typeof data10 === "string"){
if(func3(data10) > 64){
validate12.errors = [{instancePath:instancePath+"/endpoint",schemaPath:"#/definitions/name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern7.test(data10)){
validate12.errors = [{instancePath:instancePath+"/endpoint",schemaPath:"#/definitions/name/pattern",keyword:"pattern",params:{pattern: "^(?:\\*|[A-Za-z_$][\\w$.-]{0,63})$"},message:"must match pattern \""+"^(?:\\*|[A-Za-z_$][\\w$.-]{0,63})$"+"\""}];
return false;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/endpoint",schemaPath:"#/definitions/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.violations !== undefined){
let data11 = data.violations;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data11)){
if(data11.length > 20){
validate12.errors = [{instancePath:instancePath+"/violations",schemaPath:"#/properties/violations/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"}];
return false;
}
else {
if(data11.length < 1){
validate12.errors = [{instancePath:instancePath+"/violations",schemaPath:"#/properties/violations/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid11 = true;
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
let data12 = data11[i0];
const _errs35 = errors;
if(errors === _errs35){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing1;
if((((data12.path === undefined) && (missing1 = "path")) || ((data12.expected === undefined) && (missing1 = "expected"))) || ((data12.received === undefined) && (missing1 = "received"))){
validate12.errors = [{instancePath:instancePath+"/violations/" + i0,schemaPath:"#/properties/violations/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs37 = errors;
for(const key1 in data12){
if(!(((key1 === "path") || (key1 === "expected")) || (key1 === "received"))){
validate12.errors = [{instancePath:instancePath+"/violations/" + i0,schemaPath:"#/properties/violations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs37 === errors){
if(data12.path !== undefined){
let data13 = data12.path;
const _errs38 = errors;
const _errs39 = errors;
if(errors === _errs39){
if(typeof data13 === "string"){
if(func3(data13) > 256){
validate12.errors = [{instancePath:instancePath+"/violations/" + i0+"/path",schemaPath:"#/definitions/pointer/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(!pattern8.test(data13)){
validate12.errors = [{instancePath:instancePath+"/violations/" + i0+"/path",schemaPath:"#/definitions/pointer/pattern",keyword:"pattern",params:{pattern: "^(?:/(?:\\d{1,4}|\\*|[A-Za-z_$][\\w$.-]{0,63}))*$"},message:"must match pattern \""+"^(?:/(?:\\d{1,4}|\\*|[A-Za-z_$][\\w$.-]{0,63}))*$"+"\""}];
return false;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/violations/" + i0+"/path",schemaPath:"#/definitions/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid12 = _errs38 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data12.expected !== undefined){
let data14 = data12.expected;
const _errs41 = errors;
if(errors === _errs41){
if(typeof data14 === "string"){
if(func3(data14) > 64){
validate12.errors = [{instancePath:instancePath+"/violations/" + i0+"/expected",schemaPath:"#/properties/violations/items/properties/expected/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern9.test(data14)){
validate12.errors = [{instancePath:instancePath+"/violations/" + i0+"/expected",schemaPath:"#/properties/violations/items/properties/expected/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_$][\\w$.|-]{0,63}$"},message:"must match pattern \""+"^[A-Za-z_$][\\w$.|-]{0,63}$"+"\""}];
return false;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/violations/" + i0+"/expected",schemaPath:"#/properties/violations/items/properties/expected/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid12 = _errs41 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data12.received !== undefined){
let data15 = data12.received;
const _errs43 = errors;
if(!((((((((((data15 === "null") || (data15 === "array")) || (data15 === "object")) || (data15 === "integer")) || (data15 === "number")) || (data15 === "string")) || (data15 === "boolean")) || (data15 === "undefined")) || (data15 === "symbol")) || (data15 === "function"))){
validate12.errors = [{instancePath:instancePath+"/violations/" + i0+"/received",schemaPath:"#/properties/violations/items/properties/received/enum",keyword:"enum",params:{allowedValues: schema13.properties.violations.items.properties.received.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid12 = _errs43 === errors;
}
else {
var valid12 = true;
}
}
}
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/violations/" + i0,schemaPath:"#/properties/violations/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid11 = _errs35 === errors;
if(!valid11){
break;
}
}
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/violations",schemaPath:"#/properties/violations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}

const schema25 = {"type":"object","required":["type","screen","route","brand","build","time","endpoint","status","ms","shown"],"additionalProperties":false,"properties":{"type":{"const":"api"},"screen":{"$ref":"#/definitions/screen"},"route":{"$ref":"#/definitions/route"},"brand":{"$ref":"#/definitions/brand"},"build":{"$ref":"#/definitions/build"},"engine":{"$ref":"#/definitions/engine"},"locale":{"$ref":"#/definitions/locale"},"time":{"$ref":"#/definitions/time"},"appVersion":{"$ref":"#/definitions/version"},"osVersion":{"$ref":"#/definitions/version"},"endpoint":{"$ref":"#/definitions/name"},"status":{"type":"integer","minimum":0,"maximum":599},"code":{"type":["string","integer"],"maxLength":12,"pattern":"^(?!.*\\d{7})[\\w.-]{1,12}$","minimum":-999999,"maximum":999999},"ms":{"type":"integer","minimum":0,"maximum":9007199254740991},"shown":{"type":"boolean"}}};
const pattern18 = new RegExp("^(?!.*\\d{7})[\\w.-]{1,12}$", "u");

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.type === undefined) && (missing0 = "type")) || ((data.screen === undefined) && (missing0 = "screen"))) || ((data.route === undefined) && (missing0 = "route"))) || ((data.brand === undefined) && (missing0 = "brand"))) || ((data.build === undefined) && (missing0 = "build"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.endpoint === undefined) && (missing0 = "endpoint"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.ms === undefined) && (missing0 = "ms"))) || ((data.shown === undefined) && (missing0 = "shown"))){
validate13.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema25.properties, key0))){
validate13.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if("api" !== data.type){
validate13.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "api"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.screen !== undefined){
let data1 = data.screen;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func3(data1) > 64){
validate13.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern0.test(data1)){
validate13.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z_$][\\w$.-]{0,63})?$"},message:"must match pattern \""+"^(?:[A-Za-z_$][\\w$.-]{0,63})?$"+"\""}];
return false;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.route !== undefined){
let data2 = data.route;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func3(data2) > 81){
validate13.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/maxLength",keyword:"maxLength",params:{limit: 81},message:"must NOT have more than 81 characters"}];
return false;
}
else {
if(!pattern1.test(data2)){
validate13.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/pattern",keyword:"pattern",params:{pattern: "^(?:\\*|/[\\w/.-]{0,80})$"},message:"must match pattern \""+"^(?:\\*|/[\\w/.-]{0,80})$"+"\""}];
return false;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.brand !== undefined){
let data3 = data.brand;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data3 === "string"){
if(func3(data3) > 64){
validate13.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data3)){
validate13.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/pattern",keyword:"pattern",params:{pattern: "^(?:[a-z][a-z0-9-]{0,63})?$"},message:"must match pattern \""+"^(?:[a-z][a-z0-9-]{0,63})?$"+"\""}];
return false;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.build !== undefined){
let data4 = data.build;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data4 === "string"){
if(func3(data4) > 64){
validate13.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern3.test(data4)){
validate13.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/pattern",keyword:"pattern",params:{pattern: "^[\\w.+-]{0,64}$"},message:"must match pattern \""+"^[\\w.+-]{0,64}$"+"\""}];
return false;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.engine !== undefined){
let data5 = data.engine;
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data5 === "string"){
if(func3(data5) > 18){
validate13.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/maxLength",keyword:"maxLength",params:{limit: 18},message:"must NOT have more than 18 characters"}];
return false;
}
else {
if(!pattern4.test(data5)){
validate13.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/pattern",keyword:"pattern",params:{pattern: "^(?:[a-z]{1,12}/\\d{1,5}|unknown)$"},message:"must match pattern \""+"^(?:[a-z]{1,12}/\\d{1,5}|unknown)$"+"\""}];
return false;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.locale !== undefined){
let data6 = data.locale;
const _errs18 = errors;
if(typeof data6 !== "string"){
validate13.errors = [{instancePath:instancePath+"/locale",schemaPath:"#/definitions/locale/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "en") || (data6 === "fil"))){
validate13.errors = [{instancePath:instancePath+"/locale",schemaPath:"#/definitions/locale/enum",keyword:"enum",params:{allowedValues: schema19.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.time !== undefined){
let data7 = data.time;
const _errs21 = errors;
const _errs22 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate13.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs22){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9007199254740991 || isNaN(data7)){
validate13.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data7 < 0 || isNaN(data7)){
validate13.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.appVersion !== undefined){
let data8 = data.appVersion;
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data8 === "string"){
if(func3(data8) > 32){
validate13.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
else {
if(!pattern5.test(data8)){
validate13.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/pattern",keyword:"pattern",params:{pattern: "^[\\w .()+-]{1,32}$"},message:"must match pattern \""+"^[\\w .()+-]{1,32}$"+"\""}];
return false;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.osVersion !== undefined){
let data9 = data.osVersion;
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data9 === "string"){
if(func3(data9) > 32){
validate13.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
else {
if(!pattern5.test(data9)){
validate13.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/pattern",keyword:"pattern",params:{pattern: "^[\\w .()+-]{1,32}$"},message:"must match pattern \""+"^[\\w .()+-]{1,32}$"+"\""}];
return false;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endpoint !== undefined){
let data10 = data.endpoint;
const _errs30 = errors;
const _errs31 = errors;
if(errors === _errs31){
if(typeof data10 === "string"){
if(func3(data10) > 64){
validate13.errors = [{instancePath:instancePath+"/endpoint",schemaPath:"#/definitions/name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern7.test(data10)){
validate13.errors = [{instancePath:instancePath+"/endpoint",schemaPath:"#/definitions/name/pattern",keyword:"pattern",params:{pattern: "^(?:\\*|[A-Za-z_$][\\w$.-]{0,63})$"},message:"must match pattern \""+"^(?:\\*|[A-Za-z_$][\\w$.-]{0,63})$"+"\""}];
return false;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/endpoint",schemaPath:"#/definitions/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data11 = data.status;
const _errs33 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate13.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs33){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 599 || isNaN(data11)){
validate13.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"}];
return false;
}
else {
if(data11 < 0 || isNaN(data11)){
validate13.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
let data12 = data.code;
const _errs35 = errors;
if((typeof data12 !== "string") && (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12))))){
validate13.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: schema25.properties.code.type},message:"must be string,integer"}];
return false;
}
if(errors === _errs35){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 999999 || isNaN(data12)){
validate13.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999},message:"must be <= 999999"}];
return false;
}
else {
if(data12 < -999999 || isNaN(data12)){
validate13.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/minimum",keyword:"minimum",params:{comparison: ">=", limit: -999999},message:"must be >= -999999"}];
return false;
}
}
}
if(errors === _errs35){
if(typeof data12 === "string"){
if(func3(data12) > 12){
validate13.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"}];
return false;
}
else {
if(!pattern18.test(data12)){
validate13.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^(?!.*\\d{7})[\\w.-]{1,12}$"},message:"must match pattern \""+"^(?!.*\\d{7})[\\w.-]{1,12}$"+"\""}];
return false;
}
}
}
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ms !== undefined){
let data13 = data.ms;
const _errs37 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate13.errors = [{instancePath:instancePath+"/ms",schemaPath:"#/properties/ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs37){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 9007199254740991 || isNaN(data13)){
validate13.errors = [{instancePath:instancePath+"/ms",schemaPath:"#/properties/ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data13 < 0 || isNaN(data13)){
validate13.errors = [{instancePath:instancePath+"/ms",schemaPath:"#/properties/ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.shown !== undefined){
const _errs39 = errors;
if(typeof data.shown !== "boolean"){
validate13.errors = [{instancePath:instancePath+"/shown",schemaPath:"#/properties/shown/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate13.errors = vErrors;
return errors === 0;
}

const schema36 = {"type":"object","required":["type","screen","route","brand","build","time","file","pointer","message"],"additionalProperties":false,"properties":{"type":{"const":"error"},"screen":{"$ref":"#/definitions/screen"},"route":{"$ref":"#/definitions/route"},"brand":{"$ref":"#/definitions/brand"},"build":{"$ref":"#/definitions/build"},"engine":{"$ref":"#/definitions/engine"},"locale":{"$ref":"#/definitions/locale"},"time":{"$ref":"#/definitions/time"},"appVersion":{"$ref":"#/definitions/version"},"osVersion":{"$ref":"#/definitions/version"},"file":{"type":"string","maxLength":128,"pattern":"^(?:index\\.html|[\\w.-]{1,64}(?:/[\\w.-]{1,64}){0,4}\\.json)?$"},"pointer":{"$ref":"#/definitions/pointer"},"widget":{"$ref":"#/definitions/name"},"action":{"$ref":"#/definitions/name"},"message":{"type":"string","maxLength":200}}};
const pattern26 = new RegExp("^(?:index\\.html|[\\w.-]{1,64}(?:/[\\w.-]{1,64}){0,4}\\.json)?$", "u");

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.type === undefined) && (missing0 = "type")) || ((data.screen === undefined) && (missing0 = "screen"))) || ((data.route === undefined) && (missing0 = "route"))) || ((data.brand === undefined) && (missing0 = "brand"))) || ((data.build === undefined) && (missing0 = "build"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.file === undefined) && (missing0 = "file"))) || ((data.pointer === undefined) && (missing0 = "pointer"))) || ((data.message === undefined) && (missing0 = "message"))){
validate14.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema36.properties, key0))){
validate14.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if("error" !== data.type){
validate14.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "error"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.screen !== undefined){
let data1 = data.screen;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func3(data1) > 64){
validate14.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern0.test(data1)){
validate14.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z_$][\\w$.-]{0,63})?$"},message:"must match pattern \""+"^(?:[A-Za-z_$][\\w$.-]{0,63})?$"+"\""}];
return false;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.route !== undefined){
let data2 = data.route;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func3(data2) > 81){
validate14.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/maxLength",keyword:"maxLength",params:{limit: 81},message:"must NOT have more than 81 characters"}];
return false;
}
else {
if(!pattern1.test(data2)){
validate14.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/pattern",keyword:"pattern",params:{pattern: "^(?:\\*|/[\\w/.-]{0,80})$"},message:"must match pattern \""+"^(?:\\*|/[\\w/.-]{0,80})$"+"\""}];
return false;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.brand !== undefined){
let data3 = data.brand;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data3 === "string"){
if(func3(data3) > 64){
validate14.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data3)){
validate14.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/pattern",keyword:"pattern",params:{pattern: "^(?:[a-z][a-z0-9-]{0,63})?$"},message:"must match pattern \""+"^(?:[a-z][a-z0-9-]{0,63})?$"+"\""}];
return false;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.build !== undefined){
let data4 = data.build;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data4 === "string"){
if(func3(data4) > 64){
validate14.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern3.test(data4)){
validate14.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/pattern",keyword:"pattern",params:{pattern: "^[\\w.+-]{0,64}$"},message:"must match pattern \""+"^[\\w.+-]{0,64}$"+"\""}];
return false;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.engine !== undefined){
let data5 = data.engine;
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data5 === "string"){
if(func3(data5) > 18){
validate14.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/maxLength",keyword:"maxLength",params:{limit: 18},message:"must NOT have more than 18 characters"}];
return false;
}
else {
if(!pattern4.test(data5)){
validate14.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/pattern",keyword:"pattern",params:{pattern: "^(?:[a-z]{1,12}/\\d{1,5}|unknown)$"},message:"must match pattern \""+"^(?:[a-z]{1,12}/\\d{1,5}|unknown)$"+"\""}];
return false;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.locale !== undefined){
let data6 = data.locale;
const _errs18 = errors;
if(typeof data6 !== "string"){
validate14.errors = [{instancePath:instancePath+"/locale",schemaPath:"#/definitions/locale/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "en") || (data6 === "fil"))){
validate14.errors = [{instancePath:instancePath+"/locale",schemaPath:"#/definitions/locale/enum",keyword:"enum",params:{allowedValues: schema19.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.time !== undefined){
let data7 = data.time;
const _errs21 = errors;
const _errs22 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate14.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs22){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9007199254740991 || isNaN(data7)){
validate14.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data7 < 0 || isNaN(data7)){
validate14.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.appVersion !== undefined){
let data8 = data.appVersion;
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data8 === "string"){
if(func3(data8) > 32){
validate14.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
else {
if(!pattern5.test(data8)){
validate14.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/pattern",keyword:"pattern",params:{pattern: "^[\\w .()+-]{1,32}$"},message:"must match pattern \""+"^[\\w .()+-]{1,32}$"+"\""}];
return false;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.osVersion !== undefined){
let data9 = data.osVersion;
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data9 === "string"){
if(func3(data9) > 32){
validate14.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
else {
if(!pattern5.test(data9)){
validate14.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/pattern",keyword:"pattern",params:{pattern: "^[\\w .()+-]{1,32}$"},message:"must match pattern \""+"^[\\w .()+-]{1,32}$"+"\""}];
return false;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file !== undefined){
let data10 = data.file;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data10 === "string"){
if(func3(data10) > 128){
validate14.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(!pattern26.test(data10)){
validate14.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/pattern",keyword:"pattern",params:{pattern: "^(?:index\\.html|[\\w.-]{1,64}(?:/[\\w.-]{1,64}){0,4}\\.json)?$"},message:"must match pattern \""+"^(?:index\\.html|[\\w.-]{1,64}(?:/[\\w.-]{1,64}){0,4}\\.json)?$"+"\""}];
return false;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pointer !== undefined){
let data11 = data.pointer;
const _errs32 = errors;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data11 === "string"){
if(func3(data11) > 256){
validate14.errors = [{instancePath:instancePath+"/pointer",schemaPath:"#/definitions/pointer/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(!pattern8.test(data11)){
validate14.errors = [{instancePath:instancePath+"/pointer",schemaPath:"#/definitions/pointer/pattern",keyword:"pattern",params:{pattern: "^(?:/(?:\\d{1,4}|\\*|[A-Za-z_$][\\w$.-]{0,63}))*$"},message:"must match pattern \""+"^(?:/(?:\\d{1,4}|\\*|[A-Za-z_$][\\w$.-]{0,63}))*$"+"\""}];
return false;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/pointer",schemaPath:"#/definitions/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.widget !== undefined){
let data12 = data.widget;
const _errs35 = errors;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data12 === "string"){
if(func3(data12) > 64){
validate14.errors = [{instancePath:instancePath+"/widget",schemaPath:"#/definitions/name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern7.test(data12)){
validate14.errors = [{instancePath:instancePath+"/widget",schemaPath:"#/definitions/name/pattern",keyword:"pattern",params:{pattern: "^(?:\\*|[A-Za-z_$][\\w$.-]{0,63})$"},message:"must match pattern \""+"^(?:\\*|[A-Za-z_$][\\w$.-]{0,63})$"+"\""}];
return false;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/widget",schemaPath:"#/definitions/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.action !== undefined){
let data13 = data.action;
const _errs38 = errors;
const _errs39 = errors;
if(errors === _errs39){
if(typeof data13 === "string"){
if(func3(data13) > 64){
validate14.errors = [{instancePath:instancePath+"/action",schemaPath:"#/definitions/name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern7.test(data13)){
validate14.errors = [{instancePath:instancePath+"/action",schemaPath:"#/definitions/name/pattern",keyword:"pattern",params:{pattern: "^(?:\\*|[A-Za-z_$][\\w$.-]{0,63})$"},message:"must match pattern \""+"^(?:\\*|[A-Za-z_$][\\w$.-]{0,63})$"+"\""}];
return false;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/action",schemaPath:"#/definitions/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
let data14 = data.message;
const _errs41 = errors;
if(errors === _errs41){
if(typeof data14 === "string"){
if(func3(data14) > 200){
validate14.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate14.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate14.errors = vErrors;
return errors === 0;
}

const schema49 = {"type":"object","required":["type","screen","route","brand","build","time","name","value"],"additionalProperties":false,"properties":{"type":{"const":"vital"},"screen":{"$ref":"#/definitions/screen"},"route":{"$ref":"#/definitions/route"},"brand":{"$ref":"#/definitions/brand"},"build":{"$ref":"#/definitions/build"},"engine":{"$ref":"#/definitions/engine"},"locale":{"$ref":"#/definitions/locale"},"time":{"$ref":"#/definitions/time"},"appVersion":{"$ref":"#/definitions/version"},"osVersion":{"$ref":"#/definitions/version"},"name":{"enum":["LCP","INP","CLS","FCP","TTFB"]},"value":{"type":"number","minimum":0},"pointer":{"$ref":"#/definitions/pointer"}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.type === undefined) && (missing0 = "type")) || ((data.screen === undefined) && (missing0 = "screen"))) || ((data.route === undefined) && (missing0 = "route"))) || ((data.brand === undefined) && (missing0 = "brand"))) || ((data.build === undefined) && (missing0 = "build"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.value === undefined) && (missing0 = "value"))){
validate15.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema49.properties, key0))){
validate15.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if("vital" !== data.type){
validate15.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "vital"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.screen !== undefined){
let data1 = data.screen;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func3(data1) > 64){
validate15.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern0.test(data1)){
validate15.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z_$][\\w$.-]{0,63})?$"},message:"must match pattern \""+"^(?:[A-Za-z_$][\\w$.-]{0,63})?$"+"\""}];
return false;
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.route !== undefined){
let data2 = data.route;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func3(data2) > 81){
validate15.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/maxLength",keyword:"maxLength",params:{limit: 81},message:"must NOT have more than 81 characters"}];
return false;
}
else {
if(!pattern1.test(data2)){
validate15.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/pattern",keyword:"pattern",params:{pattern: "^(?:\\*|/[\\w/.-]{0,80})$"},message:"must match pattern \""+"^(?:\\*|/[\\w/.-]{0,80})$"+"\""}];
return false;
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.brand !== undefined){
let data3 = data.brand;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data3 === "string"){
if(func3(data3) > 64){
validate15.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data3)){
validate15.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/pattern",keyword:"pattern",params:{pattern: "^(?:[a-z][a-z0-9-]{0,63})?$"},message:"must match pattern \""+"^(?:[a-z][a-z0-9-]{0,63})?$"+"\""}];
return false;
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.build !== undefined){
let data4 = data.build;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data4 === "string"){
if(func3(data4) > 64){
validate15.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern3.test(data4)){
validate15.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/pattern",keyword:"pattern",params:{pattern: "^[\\w.+-]{0,64}$"},message:"must match pattern \""+"^[\\w.+-]{0,64}$"+"\""}];
return false;
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.engine !== undefined){
let data5 = data.engine;
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data5 === "string"){
if(func3(data5) > 18){
validate15.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/maxLength",keyword:"maxLength",params:{limit: 18},message:"must NOT have more than 18 characters"}];
return false;
}
else {
if(!pattern4.test(data5)){
validate15.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/pattern",keyword:"pattern",params:{pattern: "^(?:[a-z]{1,12}/\\d{1,5}|unknown)$"},message:"must match pattern \""+"^(?:[a-z]{1,12}/\\d{1,5}|unknown)$"+"\""}];
return false;
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.locale !== undefined){
let data6 = data.locale;
const _errs18 = errors;
if(typeof data6 !== "string"){
validate15.errors = [{instancePath:instancePath+"/locale",schemaPath:"#/definitions/locale/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "en") || (data6 === "fil"))){
validate15.errors = [{instancePath:instancePath+"/locale",schemaPath:"#/definitions/locale/enum",keyword:"enum",params:{allowedValues: schema19.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.time !== undefined){
let data7 = data.time;
const _errs21 = errors;
const _errs22 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate15.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs22){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9007199254740991 || isNaN(data7)){
validate15.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data7 < 0 || isNaN(data7)){
validate15.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.appVersion !== undefined){
let data8 = data.appVersion;
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data8 === "string"){
if(func3(data8) > 32){
validate15.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
else {
if(!pattern5.test(data8)){
validate15.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/pattern",keyword:"pattern",params:{pattern: "^[\\w .()+-]{1,32}$"},message:"must match pattern \""+"^[\\w .()+-]{1,32}$"+"\""}];
return false;
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.osVersion !== undefined){
let data9 = data.osVersion;
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data9 === "string"){
if(func3(data9) > 32){
validate15.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
else {
if(!pattern5.test(data9)){
validate15.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/pattern",keyword:"pattern",params:{pattern: "^[\\w .()+-]{1,32}$"},message:"must match pattern \""+"^[\\w .()+-]{1,32}$"+"\""}];
return false;
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data10 = data.name;
const _errs30 = errors;
if(!(((((data10 === "LCP") || (data10 === "INP")) || (data10 === "CLS")) || (data10 === "FCP")) || (data10 === "TTFB"))){
validate15.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/enum",keyword:"enum",params:{allowedValues: schema49.properties.name.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
let data11 = data.value;
const _errs31 = errors;
if(errors === _errs31){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate15.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate15.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pointer !== undefined){
let data12 = data.pointer;
const _errs33 = errors;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data12 === "string"){
if(func3(data12) > 256){
validate15.errors = [{instancePath:instancePath+"/pointer",schemaPath:"#/definitions/pointer/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(!pattern8.test(data12)){
validate15.errors = [{instancePath:instancePath+"/pointer",schemaPath:"#/definitions/pointer/pattern",keyword:"pattern",params:{pattern: "^(?:/(?:\\d{1,4}|\\*|[A-Za-z_$][\\w$.-]{0,63}))*$"},message:"must match pattern \""+"^(?:/(?:\\d{1,4}|\\*|[A-Za-z_$][\\w$.-]{0,63}))*$"+"\""}];
return false;
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/pointer",schemaPath:"#/definitions/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate15.errors = vErrors;
return errors === 0;
}

const schema60 = {"type":"object","required":["type","screen","route","brand","build","time","experiment","variant","first"],"additionalProperties":false,"properties":{"type":{"const":"exposure"},"screen":{"$ref":"#/definitions/screen"},"route":{"$ref":"#/definitions/route"},"brand":{"$ref":"#/definitions/brand"},"build":{"$ref":"#/definitions/build"},"engine":{"$ref":"#/definitions/engine"},"locale":{"$ref":"#/definitions/locale"},"time":{"$ref":"#/definitions/time"},"appVersion":{"$ref":"#/definitions/version"},"osVersion":{"$ref":"#/definitions/version"},"experiment":{"$ref":"#/definitions/experiment"},"variant":{"$ref":"#/definitions/variant"},"first":{"type":"boolean"}}};
const schema70 = {"type":"string","maxLength":48,"pattern":"^[a-z][A-Za-z0-9]{0,47}$"};
const schema71 = {"type":"string","maxLength":16,"pattern":"^[a-z][a-z0-9]{0,15}$"};
const pattern45 = new RegExp("^[a-z][A-Za-z0-9]{0,47}$", "u");
const pattern46 = new RegExp("^[a-z][a-z0-9]{0,15}$", "u");

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.type === undefined) && (missing0 = "type")) || ((data.screen === undefined) && (missing0 = "screen"))) || ((data.route === undefined) && (missing0 = "route"))) || ((data.brand === undefined) && (missing0 = "brand"))) || ((data.build === undefined) && (missing0 = "build"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.experiment === undefined) && (missing0 = "experiment"))) || ((data.variant === undefined) && (missing0 = "variant"))) || ((data.first === undefined) && (missing0 = "first"))){
validate16.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema60.properties, key0))){
validate16.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if("exposure" !== data.type){
validate16.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "exposure"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.screen !== undefined){
let data1 = data.screen;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func3(data1) > 64){
validate16.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern0.test(data1)){
validate16.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z_$][\\w$.-]{0,63})?$"},message:"must match pattern \""+"^(?:[A-Za-z_$][\\w$.-]{0,63})?$"+"\""}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.route !== undefined){
let data2 = data.route;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func3(data2) > 81){
validate16.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/maxLength",keyword:"maxLength",params:{limit: 81},message:"must NOT have more than 81 characters"}];
return false;
}
else {
if(!pattern1.test(data2)){
validate16.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/pattern",keyword:"pattern",params:{pattern: "^(?:\\*|/[\\w/.-]{0,80})$"},message:"must match pattern \""+"^(?:\\*|/[\\w/.-]{0,80})$"+"\""}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.brand !== undefined){
let data3 = data.brand;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data3 === "string"){
if(func3(data3) > 64){
validate16.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data3)){
validate16.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/pattern",keyword:"pattern",params:{pattern: "^(?:[a-z][a-z0-9-]{0,63})?$"},message:"must match pattern \""+"^(?:[a-z][a-z0-9-]{0,63})?$"+"\""}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.build !== undefined){
let data4 = data.build;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data4 === "string"){
if(func3(data4) > 64){
validate16.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern3.test(data4)){
validate16.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/pattern",keyword:"pattern",params:{pattern: "^[\\w.+-]{0,64}$"},message:"must match pattern \""+"^[\\w.+-]{0,64}$"+"\""}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.engine !== undefined){
let data5 = data.engine;
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data5 === "string"){
if(func3(data5) > 18){
validate16.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/maxLength",keyword:"maxLength",params:{limit: 18},message:"must NOT have more than 18 characters"}];
return false;
}
else {
if(!pattern4.test(data5)){
validate16.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/pattern",keyword:"pattern",params:{pattern: "^(?:[a-z]{1,12}/\\d{1,5}|unknown)$"},message:"must match pattern \""+"^(?:[a-z]{1,12}/\\d{1,5}|unknown)$"+"\""}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.locale !== undefined){
let data6 = data.locale;
const _errs18 = errors;
if(typeof data6 !== "string"){
validate16.errors = [{instancePath:instancePath+"/locale",schemaPath:"#/definitions/locale/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "en") || (data6 === "fil"))){
validate16.errors = [{instancePath:instancePath+"/locale",schemaPath:"#/definitions/locale/enum",keyword:"enum",params:{allowedValues: schema19.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.time !== undefined){
let data7 = data.time;
const _errs21 = errors;
const _errs22 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate16.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs22){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9007199254740991 || isNaN(data7)){
validate16.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data7 < 0 || isNaN(data7)){
validate16.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.appVersion !== undefined){
let data8 = data.appVersion;
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data8 === "string"){
if(func3(data8) > 32){
validate16.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
else {
if(!pattern5.test(data8)){
validate16.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/pattern",keyword:"pattern",params:{pattern: "^[\\w .()+-]{1,32}$"},message:"must match pattern \""+"^[\\w .()+-]{1,32}$"+"\""}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.osVersion !== undefined){
let data9 = data.osVersion;
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data9 === "string"){
if(func3(data9) > 32){
validate16.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
else {
if(!pattern5.test(data9)){
validate16.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/pattern",keyword:"pattern",params:{pattern: "^[\\w .()+-]{1,32}$"},message:"must match pattern \""+"^[\\w .()+-]{1,32}$"+"\""}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.experiment !== undefined){
let data10 = data.experiment;
const _errs30 = errors;
const _errs31 = errors;
if(errors === _errs31){
if(typeof data10 === "string"){
if(func3(data10) > 48){
validate16.errors = [{instancePath:instancePath+"/experiment",schemaPath:"#/definitions/experiment/maxLength",keyword:"maxLength",params:{limit: 48},message:"must NOT have more than 48 characters"}];
return false;
}
else {
if(!pattern45.test(data10)){
validate16.errors = [{instancePath:instancePath+"/experiment",schemaPath:"#/definitions/experiment/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]{0,47}$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9]{0,47}$"+"\""}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/experiment",schemaPath:"#/definitions/experiment/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.variant !== undefined){
let data11 = data.variant;
const _errs33 = errors;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data11 === "string"){
if(func3(data11) > 16){
validate16.errors = [{instancePath:instancePath+"/variant",schemaPath:"#/definitions/variant/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"}];
return false;
}
else {
if(!pattern46.test(data11)){
validate16.errors = [{instancePath:instancePath+"/variant",schemaPath:"#/definitions/variant/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9]{0,15}$"},message:"must match pattern \""+"^[a-z][a-z0-9]{0,15}$"+"\""}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/variant",schemaPath:"#/definitions/variant/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.first !== undefined){
const _errs36 = errors;
if(typeof data.first !== "boolean"){
validate16.errors = [{instancePath:instancePath+"/first",schemaPath:"#/properties/first/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate16.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate16.errors = vErrors;
return errors === 0;
}

const schema72 = {"type":"object","required":["type","screen","route","brand","build","time","experiment","variant","goal","first"],"additionalProperties":false,"properties":{"type":{"const":"goal"},"screen":{"$ref":"#/definitions/screen"},"route":{"$ref":"#/definitions/route"},"brand":{"$ref":"#/definitions/brand"},"build":{"$ref":"#/definitions/build"},"engine":{"$ref":"#/definitions/engine"},"locale":{"$ref":"#/definitions/locale"},"time":{"$ref":"#/definitions/time"},"appVersion":{"$ref":"#/definitions/version"},"osVersion":{"$ref":"#/definitions/version"},"experiment":{"$ref":"#/definitions/experiment"},"variant":{"$ref":"#/definitions/variant"},"goal":{"type":"string","maxLength":48,"pattern":"^[a-z][A-Za-z0-9]{0,47}$"},"first":{"type":"boolean"}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.type === undefined) && (missing0 = "type")) || ((data.screen === undefined) && (missing0 = "screen"))) || ((data.route === undefined) && (missing0 = "route"))) || ((data.brand === undefined) && (missing0 = "brand"))) || ((data.build === undefined) && (missing0 = "build"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.experiment === undefined) && (missing0 = "experiment"))) || ((data.variant === undefined) && (missing0 = "variant"))) || ((data.goal === undefined) && (missing0 = "goal"))) || ((data.first === undefined) && (missing0 = "first"))){
validate17.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema72.properties, key0))){
validate17.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if("goal" !== data.type){
validate17.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "goal"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.screen !== undefined){
let data1 = data.screen;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func3(data1) > 64){
validate17.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern0.test(data1)){
validate17.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z_$][\\w$.-]{0,63})?$"},message:"must match pattern \""+"^(?:[A-Za-z_$][\\w$.-]{0,63})?$"+"\""}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/screen",schemaPath:"#/definitions/screen/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.route !== undefined){
let data2 = data.route;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func3(data2) > 81){
validate17.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/maxLength",keyword:"maxLength",params:{limit: 81},message:"must NOT have more than 81 characters"}];
return false;
}
else {
if(!pattern1.test(data2)){
validate17.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/pattern",keyword:"pattern",params:{pattern: "^(?:\\*|/[\\w/.-]{0,80})$"},message:"must match pattern \""+"^(?:\\*|/[\\w/.-]{0,80})$"+"\""}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/route",schemaPath:"#/definitions/route/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.brand !== undefined){
let data3 = data.brand;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data3 === "string"){
if(func3(data3) > 64){
validate17.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data3)){
validate17.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/pattern",keyword:"pattern",params:{pattern: "^(?:[a-z][a-z0-9-]{0,63})?$"},message:"must match pattern \""+"^(?:[a-z][a-z0-9-]{0,63})?$"+"\""}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/brand",schemaPath:"#/definitions/brand/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.build !== undefined){
let data4 = data.build;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data4 === "string"){
if(func3(data4) > 64){
validate17.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern3.test(data4)){
validate17.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/pattern",keyword:"pattern",params:{pattern: "^[\\w.+-]{0,64}$"},message:"must match pattern \""+"^[\\w.+-]{0,64}$"+"\""}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/build",schemaPath:"#/definitions/build/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.engine !== undefined){
let data5 = data.engine;
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data5 === "string"){
if(func3(data5) > 18){
validate17.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/maxLength",keyword:"maxLength",params:{limit: 18},message:"must NOT have more than 18 characters"}];
return false;
}
else {
if(!pattern4.test(data5)){
validate17.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/pattern",keyword:"pattern",params:{pattern: "^(?:[a-z]{1,12}/\\d{1,5}|unknown)$"},message:"must match pattern \""+"^(?:[a-z]{1,12}/\\d{1,5}|unknown)$"+"\""}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/engine",schemaPath:"#/definitions/engine/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.locale !== undefined){
let data6 = data.locale;
const _errs18 = errors;
if(typeof data6 !== "string"){
validate17.errors = [{instancePath:instancePath+"/locale",schemaPath:"#/definitions/locale/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "en") || (data6 === "fil"))){
validate17.errors = [{instancePath:instancePath+"/locale",schemaPath:"#/definitions/locale/enum",keyword:"enum",params:{allowedValues: schema19.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.time !== undefined){
let data7 = data.time;
const _errs21 = errors;
const _errs22 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate17.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs22){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9007199254740991 || isNaN(data7)){
validate17.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data7 < 0 || isNaN(data7)){
validate17.errors = [{instancePath:instancePath+"/time",schemaPath:"#/definitions/time/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.appVersion !== undefined){
let data8 = data.appVersion;
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data8 === "string"){
if(func3(data8) > 32){
validate17.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
else {
if(!pattern5.test(data8)){
validate17.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/pattern",keyword:"pattern",params:{pattern: "^[\\w .()+-]{1,32}$"},message:"must match pattern \""+"^[\\w .()+-]{1,32}$"+"\""}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/appVersion",schemaPath:"#/definitions/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.osVersion !== undefined){
let data9 = data.osVersion;
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data9 === "string"){
if(func3(data9) > 32){
validate17.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
else {
if(!pattern5.test(data9)){
validate17.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/pattern",keyword:"pattern",params:{pattern: "^[\\w .()+-]{1,32}$"},message:"must match pattern \""+"^[\\w .()+-]{1,32}$"+"\""}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/osVersion",schemaPath:"#/definitions/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.experiment !== undefined){
let data10 = data.experiment;
const _errs30 = errors;
const _errs31 = errors;
if(errors === _errs31){
if(typeof data10 === "string"){
if(func3(data10) > 48){
validate17.errors = [{instancePath:instancePath+"/experiment",schemaPath:"#/definitions/experiment/maxLength",keyword:"maxLength",params:{limit: 48},message:"must NOT have more than 48 characters"}];
return false;
}
else {
if(!pattern45.test(data10)){
validate17.errors = [{instancePath:instancePath+"/experiment",schemaPath:"#/definitions/experiment/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]{0,47}$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9]{0,47}$"+"\""}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/experiment",schemaPath:"#/definitions/experiment/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.variant !== undefined){
let data11 = data.variant;
const _errs33 = errors;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data11 === "string"){
if(func3(data11) > 16){
validate17.errors = [{instancePath:instancePath+"/variant",schemaPath:"#/definitions/variant/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"}];
return false;
}
else {
if(!pattern46.test(data11)){
validate17.errors = [{instancePath:instancePath+"/variant",schemaPath:"#/definitions/variant/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9]{0,15}$"},message:"must match pattern \""+"^[a-z][a-z0-9]{0,15}$"+"\""}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/variant",schemaPath:"#/definitions/variant/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.goal !== undefined){
let data12 = data.goal;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data12 === "string"){
if(func3(data12) > 48){
validate17.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/maxLength",keyword:"maxLength",params:{limit: 48},message:"must NOT have more than 48 characters"}];
return false;
}
else {
if(!pattern45.test(data12)){
validate17.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]{0,47}$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9]{0,47}$"+"\""}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.first !== undefined){
const _errs38 = errors;
if(typeof data.first !== "boolean"){
validate17.errors = [{instancePath:instancePath+"/first",schemaPath:"#/properties/first/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate17.errors = vErrors;
return errors === 0;
}


function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs2 = errors;
if(!((((((data0 === "drift") || (data0 === "api")) || (data0 === "error")) || (data0 === "vital")) || (data0 === "exposure")) || (data0 === "goal"))){
validate11.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema12.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "drift"){
if(!(validate12(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
else if(tag0 === "api"){
if(!(validate13(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
}
else if(tag0 === "error"){
if(!(validate14(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
}
else if(tag0 === "vital"){
if(!(validate15(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
errors = vErrors.length;
}
}
else if(tag0 === "exposure"){
if(!(validate16(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
}
else if(tag0 === "goal"){
if(!(validate17(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
}
else {
validate11.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate11.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
}
}
else {
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="telemetry/batch.schema.json" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.events === undefined) && (missing0 = "events")){
validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "events")){
validate10.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.events !== undefined){
let data0 = data.events;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
if(data0.length > 20){
validate10.errors = [{instancePath:instancePath+"/events",schemaPath:"#/properties/events/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"}];
return false;
}
else {
if(data0.length < 1){
validate10.errors = [{instancePath:instancePath+"/events",schemaPath:"#/properties/events/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate11(data0[i0], {instancePath:instancePath+"/events/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
}
else {
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}
